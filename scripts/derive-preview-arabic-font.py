# The preview's Arabic face: Noto Sans Arabic with each dotted letter, in each of its forms, drawn
# by one glyph of its own. Run once, by hand, when @expo-google-fonts/noto-sans-arabic changes; its
# output is committed (build/fonts/), so the app's build needs no Python:
#
#   apt-get install python3-fonttools
#   python3 scripts/derive-preview-arabic-font.py
#
# Why: Noto Sans Arabic draws a dotted letter as a dotless skeleton shared by its whole family and
# separate glyphs for the dots (ب ت ث ن ي share one skeleton, ف ق another, س ش another): its GSUB
# splits the letter (a multiple substitution), and GPOS puts the dots on the skeleton. React-PDF's
# shaper (fontkit) keeps one Glyph per glyph id, with the characters it first came with, and its
# PDF writer (pdfkit) gives each glyph that one text in the ToUnicode map, so text copied from the
# preview turned ق into ف and ت into ب, and the dots into nothing. React-PDF 4.9 also drops the
# skeleton of a line's or a word's first letter when that letter is more than one glyph, and draws
# marks almost without their GPOS offsets, so the dots stood off their letters.
#
# What changes: nothing that is there already. One GSUB lookup is added, last, to the required
# ligatures (rlig), so it runs after every other substitution: it joins each skeleton with the dot
# glyphs its own letter gave it into a new glyph, a composite of the same outlines with the dots
# where GPOS puts them. The new glyph takes the skeleton's advance, kerning and GDEF class, and
# anchors for the marks that come after it (a kasra, a shadda) where they went before, stacked on
# the letter's dots as the marks' mark-to-mark attachment stacks them. Which splits there are is
# asked of fontkit itself (scripts/preview-arabic-clusters.mjs). The face is first cut to the
# report's Arabic ranges (REPORT_ARABIC_FONT_RANGES, read from src/export/report/
# reportFontCoverage.ts), and its family renamed, as a modified version (SIL OFL 1.1: the
# copyright and licence stay in the font, and the licence beside it, build/fonts/OFL.txt).

import hashlib
import json
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.ttLib.tables import otTables as ot
from fontTools.ttLib.tables._g_l_y_f import Glyph, GlyphComponent

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "node_modules/@expo-google-fonts/noto-sans-arabic"
OUT = ROOT / "build/fonts"
FACES = {
    "400": ("400Regular/NotoSansArabic_400Regular.ttf", "Regular"),
    "700": ("700Bold/NotoSansArabic_700Bold.ttf", "Bold"),
}
FAMILY = "Report Arabic Preview"
POSTSCRIPT_FAMILY = "ReportArabicPreview"

BASE, MARK = 1, 3
ARGS_ARE_XY_VALUES = 0x0002
ROUND_XY_TO_GRID = 0x0004
USE_MY_METRICS = 0x0200
USE_MARK_FILTERING_SET = 0x0010


def nested_lookup_indices(lookup):
    """The lookups a contextual lookup calls."""
    found = []
    for table in lookup.SubTable:
        if lookup.LookupType == 7:
            table = table.ExtSubTable
        for name in ("SubstLookupRecord", "PosLookupRecord"):
            found += [r.LookupListIndex for r in getattr(table, name, None) or []]
        for set_name, rule_name in (
            ("SubRuleSet", "SubRule"),
            ("SubClassSet", "SubClassRule"),
            ("ChainSubRuleSet", "ChainSubRule"),
            ("ChainSubClassSet", "ChainSubClassRule"),
        ):
            for rule_set in getattr(table, set_name, None) or []:
                for rule in getattr(rule_set, rule_name, None) or [] if rule_set else []:
                    found += [r.LookupListIndex for r in rule.SubstLookupRecord]
    return found


def lookups_of(table, skip=("aalt",)):
    """Every lookup a feature other than `skip` applies, directly or through a contextual lookup."""
    used = set()
    for record in table.FeatureList.FeatureRecord:
        if record.FeatureTag not in skip:
            used.update(record.Feature.LookupListIndex)
    pending = list(used)
    while pending:
        for index in nested_lookup_indices(table.LookupList.Lookup[pending.pop()]):
            if index not in used:
                used.add(index)
                pending.append(index)
    return sorted(used)


def clusters(font, source):
    """
    Each way the font draws one letter with more than one glyph, as React-PDF's shaper draws it
    (scripts/preview-arabic-clusters.mjs): a base glyph and the marks its letter added after it,
    keyed by those glyphs, with the letter's glyph name. A letter drawn as two letters (U+0675-8,
    a high hamza and a letter) is left as it is.
    """
    classes = font["GDEF"].table.GlyphClassDef.classDefs
    cmap = font.getBestCmap()
    printed = subprocess.run(
        ["node", str(ROOT / "scripts/preview-arabic-clusters.mjs"), str(source)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    found = {}
    for code, *sequence in json.loads(printed):
        sequence = tuple(sequence)
        if classes.get(sequence[0]) == BASE and all(classes.get(g) == MARK for g in sequence[1:]):
            found.setdefault(sequence, cmap[code])
    return found


class Positioning:
    """GPOS's mark attachment, as a shaper applies it to one base and the marks after it."""

    def __init__(self, font):
        gpos = font["GPOS"].table
        gdef = font["GDEF"].table
        sets = gdef.MarkGlyphSetsDef.Coverage if gdef.MarkGlyphSetsDef else []
        self.sets = [set(coverage.glyphs) for coverage in sets]
        self.steps = []
        for index in lookups_of(gpos, skip=()):
            lookup = gpos.LookupList.Lookup[index]
            if lookup.LookupType not in (4, 6):
                continue
            filtering = None
            if lookup.LookupFlag & USE_MARK_FILTERING_SET:
                filtering = self.sets[lookup.MarkFilteringSet]
            for table in lookup.SubTable:
                if lookup.LookupType == 4:
                    marks = zip(table.MarkCoverage.glyphs, table.MarkArray.MarkRecord)
                    bases = zip(table.BaseCoverage.glyphs, table.BaseArray.BaseRecord)
                    bases = {glyph: record.BaseAnchor for glyph, record in bases}
                else:
                    marks = zip(table.Mark1Coverage.glyphs, table.Mark1Array.MarkRecord)
                    bases = zip(table.Mark2Coverage.glyphs, table.Mark2Array.Mark2Record)
                    bases = {glyph: record.Mark2Anchor for glyph, record in bases}
                marks = dict(marks)
                self.steps.append((lookup.LookupType, marks, bases, filtering))

    def place(self, glyphs):
        """
        Where each glyph of `glyphs`, a base and marks, goes from the base's origin: None for a mark
        no lookup attaches.
        """
        at = [(0, 0)] + [None] * (len(glyphs) - 1)
        for i in range(1, len(glyphs)):
            for kind, marks, bases, filtering in self.steps:
                record = marks.get(glyphs[i])
                if record is None:
                    continue
                if kind == 4:
                    anchor = bases[glyphs[0]][record.Class] if glyphs[0] in bases else None
                    if anchor is not None:
                        at[i] = (
                            anchor.XCoordinate - record.MarkAnchor.XCoordinate,
                            anchor.YCoordinate - record.MarkAnchor.YCoordinate,
                        )
                else:
                    # The mark before, among those the lookup sees; the base ends the search.
                    seen = [
                        j for j in range(i - 1, 0, -1) if filtering is None or glyphs[j] in filtering
                    ]
                    previous = seen[0] if seen else None
                    if previous is None or glyphs[previous] not in bases:
                        continue
                    anchor = bases[glyphs[previous]][record.Class]
                    if anchor is not None and at[previous] is not None:
                        px, py = at[previous]
                        at[i] = (
                            px + anchor.XCoordinate - record.MarkAnchor.XCoordinate,
                            py + anchor.YCoordinate - record.MarkAnchor.YCoordinate,
                        )
        return at


def settled(positioning, sequence, marks):
    """
    The anchor on `sequence`'s base that puts `marks` (a class's marks and their anchors) where they
    end after `sequence`, as the font's lookups attach them: the place most of them agree on, and
    how many it puts elsewhere. If the lookups attach none of them, where they stand, unmoved.
    """
    attached, standing = Counter(), Counter()
    for mark, mark_anchor in marks:
        place = positioning.place(sequence + (mark,))[-1]
        x, y = place or (0, 0)
        where = (x + mark_anchor.XCoordinate, y + mark_anchor.YCoordinate)
        (attached if place else standing)[where] += 1
    wanted = attached or standing
    place, count = wanted.most_common(1)[0]
    return place, sum(attached.values()) - count if attached else 0


def anchor(x, y):
    result = ot.Anchor()
    result.Format = 1
    result.XCoordinate, result.YCoordinate = int(round(x)), int(round(y))
    return result


def arabic_ranges():
    """REPORT_ARABIC_FONT_RANGES, read from the TypeScript that the build subsets the face with."""
    text = (ROOT / "src/export/report/reportFontCoverage.ts").read_text()
    block = re.search(r"REPORT_ARABIC_FONT_RANGES[^=]*=\s*\[(.*?)\n\];", text, re.S).group(1)
    pairs = re.findall(r"\[(0x[0-9a-f]+), (0x[0-9a-f]+)\]", block)
    return [(int(first, 16), int(last, 16)) for first, last in pairs]


def cut(source_path, target_path):
    """The face cut to the report's Arabic ranges, every layout feature and glyph name kept."""
    options = subset.Options()
    options.layout_features = ["*"]
    options.glyph_names = True
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    font = TTFont(source_path, recalcTimestamp=False)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[code for a, b in arabic_ranges() for code in range(a, b + 1)])
    subsetter.subset(font)
    font.save(target_path)


def derive(source_path, style):
    with tempfile.TemporaryDirectory() as folder:
        cut_path = Path(folder) / "cut.ttf"
        cut(source_path, cut_path)
        font = TTFont(cut_path, recalcTimestamp=False, lazy=False)
        found = clusters(font, cut_path)
    order = font.getGlyphOrder()
    gsub, gpos, gdef = font["GSUB"].table, font["GPOS"].table, font["GDEF"].table
    glyf, hmtx = font["glyf"], font["hmtx"]
    positioning = Positioning(font)

    composites = {}  # sequence -> new glyph name
    names = set(order)
    for sequence, source in found.items():
        name = f"{source}.{sequence[0]}.{'_'.join(sequence[1:])}.preview"
        assert name not in names, name
        names.add(name)
        composites[sequence] = name

    # The new glyphs, after all the old ones, so every coverage only grows at its end.
    new_order = order + [composites[s] for s in composites]
    font.setGlyphOrder(new_order)
    glyf.glyphOrder = new_order
    for sequence, name in composites.items():
        glyph = Glyph()
        glyph.numberOfContours = -1
        glyph.components = []
        for i, (place, part) in enumerate(zip(positioning.place(sequence), sequence)):
            x, y = place or (0, 0)
            component = GlyphComponent()
            component.glyphName = part
            component.x, component.y = int(x), int(y)
            component.flags = ARGS_ARE_XY_VALUES | ROUND_XY_TO_GRID
            if i == 0:
                component.flags |= USE_MY_METRICS
            glyph.components.append(component)
        glyf.glyphs[name] = glyph
        glyph.recalcBounds(glyf)
        hmtx.metrics[name] = (hmtx.metrics[sequence[0]][0], glyph.xMin)
        gdef.GlyphClassDef.classDefs[name] = BASE

    # GSUB: one ligature lookup, last, in every rlig feature.
    lookup = ot.Lookup()
    lookup.LookupType, lookup.LookupFlag = 4, 0
    table = ot.LigatureSubst()
    table.Format = 1
    table.ligatures = defaultdict(list)
    for sequence, name in composites.items():
        ligature = ot.Ligature()
        ligature.Component, ligature.LigGlyph = list(sequence[1:]), name
        ligature.CompCount = len(sequence)
        table.ligatures[sequence[0]].append(ligature)
    for first in table.ligatures:
        table.ligatures[first].sort(key=lambda lig: -len(lig.Component))
    table.ligatures = dict(table.ligatures)
    lookup.SubTable, lookup.SubTableCount = [table], 1
    gsub.LookupList.Lookup.append(lookup)
    gsub.LookupList.LookupCount = len(gsub.LookupList.Lookup)
    added = gsub.LookupList.LookupCount - 1
    rlig = [r for r in gsub.FeatureList.FeatureRecord if r.FeatureTag == "rlig"]
    assert rlig, "no rlig feature"
    for record in rlig:
        record.Feature.LookupListIndex.append(added)
        record.Feature.LookupCount = len(record.Feature.LookupListIndex)

    # GPOS: each new glyph is its skeleton for kerning, and a base for the marks after it. And no
    # mark attachment leaves an anchor out: fontkit fails on one it reads that is not there (a
    # kasratan on a final feh, "كافٍ", is enough), and React-PDF's whole file with it. Each one
    # left out is given where the mark ends without it (found before any is added).
    mismatched = Counter()
    missing = []
    for lookup in gpos.LookupList.Lookup:
        for table in lookup.SubTable:
            if lookup.LookupType == 2 and table.Format == 1:
                index = {g: i for i, g in enumerate(table.Coverage.glyphs)}
                for pair_set in table.PairSet:
                    records = pair_set.PairValueRecord
                    for sequence, name in composites.items():
                        for record in [r for r in records if r.SecondGlyph == sequence[0]]:
                            copy = ot.PairValueRecord()
                            copy.__dict__.update(record.__dict__)
                            copy.SecondGlyph = name
                            records.append(copy)
                    pair_set.PairValueCount = len(records)
                for sequence, name in composites.items():
                    if sequence[0] in index:
                        table.Coverage.glyphs.append(name)
                        table.PairSet.append(table.PairSet[index[sequence[0]]])
                table.PairSetCount = len(table.PairSet)
            elif lookup.LookupType == 2 and table.Format == 2:
                covered = set(table.Coverage.glyphs)
                first, second = table.ClassDef1.classDefs, table.ClassDef2.classDefs
                for sequence, name in composites.items():
                    if sequence[0] in covered:
                        table.Coverage.glyphs.append(name)
                    if sequence[0] in first:
                        first[name] = first[sequence[0]]
                    if sequence[0] in second:
                        second[name] = second[sequence[0]]
            elif lookup.LookupType == 4:
                bases = table.BaseCoverage.glyphs
                index = {g: i for i, g in enumerate(bases)}
                by_class = defaultdict(list)
                for glyph, record in zip(table.MarkCoverage.glyphs, table.MarkArray.MarkRecord):
                    by_class[record.Class].append((glyph, record.MarkAnchor))
                for glyph, record in zip(bases, table.BaseArray.BaseRecord):
                    for class_index, found in enumerate(record.BaseAnchor):
                        if found is None:
                            x, y = settled(positioning, (glyph,), by_class[class_index])[0]
                            missing.append((record.BaseAnchor, class_index, anchor(x, y)))
                for sequence, name in composites.items():
                    if sequence[0] not in index:
                        continue
                    record = ot.BaseRecord()
                    record.BaseAnchor = []
                    for class_index in range(table.ClassCount):
                        (x, y), elsewhere = settled(positioning, sequence, by_class[class_index])
                        if elsewhere:
                            mismatched[(name, class_index)] = elsewhere
                        record.BaseAnchor.append(anchor(x, y))
                    bases.append(name)
                    table.BaseArray.BaseRecord.append(record)
                table.BaseArray.BaseCount = len(table.BaseArray.BaseRecord)
            elif lookup.LookupType in (5, 6):
                # fontkit reads these anchors too; one left out is where the mark stands.
                if lookup.LookupType == 5:
                    marks = zip(table.MarkCoverage.glyphs, table.MarkArray.MarkRecord)
                    lists = [
                        component.LigatureAnchor
                        for attach in table.LigatureArray.LigatureAttach
                        for component in attach.ComponentRecord
                    ]
                else:
                    marks = zip(table.Mark1Coverage.glyphs, table.Mark1Array.MarkRecord)
                    lists = [record.Mark2Anchor for record in table.Mark2Array.Mark2Record]
                standing = defaultdict(Counter)
                for _, record in marks:
                    mark_anchor = record.MarkAnchor
                    standing[record.Class][(mark_anchor.XCoordinate, mark_anchor.YCoordinate)] += 1
                for anchors in lists:
                    for class_index, found in enumerate(anchors):
                        if found is None:
                            x, y = standing[class_index].most_common(1)[0][0]
                            missing.append((anchors, class_index, anchor(x, y)))
            elif lookup.LookupType in (1, 3, 5, 7, 8):
                glyphs = set()
                for attribute in ("Coverage", "InputCoverage", "BacktrackCoverage",
                                  "LookAheadCoverage"):
                    value = getattr(table, attribute, None)
                    for coverage in value if isinstance(value, list) else [value] if value else []:
                        glyphs.update(coverage.glyphs)
                touched = [s[0] for s in composites if s[0] in glyphs]
                assert not touched, f"GPOS lookup type {lookup.LookupType} covers {touched[:3]}"

    for anchors, class_index, found in missing:
        anchors[class_index] = found

    # A modified version, under another name (OFL 1.1); the copyright and licence entries stay.
    name_table = font["name"]
    weight_name = style
    for record in name_table.names:
        text = record.toUnicode()
        replaced = {
            1: FAMILY,
            3: f"{POSTSCRIPT_FAMILY}-{weight_name};derived from {text}",
            4: f"{FAMILY} {weight_name}",
            6: f"{POSTSCRIPT_FAMILY}-{weight_name}",
            16: FAMILY,
            25: POSTSCRIPT_FAMILY,
        }.get(record.nameID)
        if replaced is not None:
            record.string = replaced
    name_table.setName(
        "Noto Sans Arabic, modified for the report's preview: each dotted letter in each form is "
        "one glyph of its own (a composite of the letter's skeleton and its dots), joined by one "
        "added GSUB lookup, so a PDF's text layer can name it; every mark attachment has an anchor.",
        10, 3, 1, 0x409,
    )
    return font, len(composites), mismatched


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    sources = {}
    for weight, (relative, style) in FACES.items():
        source = SOURCE / relative
        font, count, mismatched = derive(source, style)
        target = OUT / f"report-arabic-preview-{weight}.ttf"
        font.save(target)
        sources[target.name] = {
            "source": f"@expo-google-fonts/noto-sans-arabic/{relative}",
            "sha256": hashlib.sha256(source.read_bytes()).hexdigest(),
        }
        print(f"{target.relative_to(ROOT)}: {count} letter glyphs, {target.stat().st_size} bytes")
        for (name, class_index), count in sorted(mismatched.items()):
            print(f"  {name}: {count} marks of class {class_index} land elsewhere", file=sys.stderr)
    # Which files they were made from: a unit test compares the installed package's with these.
    (OUT / "report-arabic-preview.json").write_text(json.dumps(sources, indent=2) + "\n")
    shutil.copyfile(SOURCE / "LICENSE_FONT", OUT / "OFL.txt")


if __name__ == "__main__":
    main()
