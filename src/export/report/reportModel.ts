// The report model: everything the exported document says, derived from a checklist snapshot, in
// the language the report is made in. Every renderer (the PDF file, the preview, the Markdown file)
// draws this one model, so they cannot disagree; none of them has words of its own.

import type { ChecklistSnapshot, Principle, Question, SubItem, SubPrinciple } from "../../data";
import type { LanguageCode, Translator } from "../../i18n";
import {
  describeChanges,
  isCustomised,
  type ChangeDescription,
  type ChangePlace,
  type ChecklistVariant,
} from "../../variant";
import {
  countQuestions,
  createChecklist,
  dateInWords,
  noteOf,
  progressPercent,
  setAsideReasonOf,
  subPrincipleQuestions,
} from "../../data";
import { otherLanguage } from "./reportLanguage";
import { checklistAtPhase, phaseDateInWords } from "../../record";
import type { ReportRequest } from "./reportRequest";
import { reportSince, type ReportSince } from "./reportSince";
import type { TeamReview } from "../../data";
import { reportTeamReview, type ReportTeamReview } from "./teamReviewModel";

export interface ReportQuestion {
  readonly id: string;
  readonly text: string;
  /**
   * The language of its words when it is not the report's (a question a field added or reworded
   * in another language): the drawn text and the PDF's tags say so. Absent otherwise.
   */
  readonly lang?: string;
  /** The question's note, trimmed, line breaks kept; absent when it has none. */
  readonly note?: string;
}

export interface ReportSubItem {
  readonly id: string;
  readonly name: string;
  readonly questions: readonly ReportQuestion[];
}

export interface ReportSubPrinciple {
  readonly id: string;
  readonly name: string;
  /** The language of its name when it is not the report's (an added sub-principle); else absent. */
  readonly lang?: string;
  /** Its own checked questions; empty when only its sub-items have checked ones. */
  readonly questions: readonly ReportQuestion[];
  readonly subItems: readonly ReportSubItem[];
}

/** A question set aside as "does not apply" (src/data/setAside.ts), with the researcher's reason. */
export interface ReportSetAsideQuestion extends ReportQuestion {
  /** The reason, trimmed, line breaks kept: the researcher's words, as a note is. */
  readonly reason: string;
}

export interface ReportPrinciple {
  readonly id: string;
  readonly name: string;
  readonly subPrinciples: readonly ReportSubPrinciple[];
  /**
   * Among the ticked questions' principles: its questions set aside as "does not apply", in
   * checklist order, listed after its ticked ones in a part of their own. Absent (no key at all)
   * when it has none, and always in the notes on questions not ticked.
   */
  readonly setAside?: readonly ReportSetAsideQuestion[];
}

export interface ReportPrincipleProgress {
  readonly id: string;
  readonly name: string;
  readonly completed: number;
  readonly total: number;
  readonly progressPercent: number;
  /** Set aside and still open: present, as in ReportSummary, only when the report sets any aside. */
  readonly setAside?: number;
  readonly open?: number;
}

export interface ReportSummary {
  readonly totalQuestions: number;
  readonly completed: number;
  /** Rounded percentage of completed over total (spec §9). */
  readonly progressPercent: number;
  /** One row per principle, every principle, in checklist order. */
  readonly principles: readonly ReportPrincipleProgress[];
  /**
   * How many questions are set aside as "does not apply", and how many are still open (neither
   * ticked nor set aside), beside the spec's figures. Absent (no key at all) when none is set
   * aside: the summary is then the spec's, as it always was.
   */
  readonly setAside?: number;
  readonly open?: number;
}

/** The Summary's figures, in the order drawn; each names its structure element (reportStructure). */
export const SUMMARY_FIGURES = ["totalQuestions", "completed", "progress"] as const;
/** The figures after the spec's, drawn only when at least one question is set aside. */
export const SET_ASIDE_FIGURES = ["setAside", "open"] as const;
export type SummaryFigureKey =
  (typeof SUMMARY_FIGURES)[number] | (typeof SET_ASIDE_FIGURES)[number];

/** One figure of the Summary as drawn: "Completed: " then the figure, in bold, then any words after. */
export interface ReportFigure {
  readonly key: SummaryFigureKey;
  readonly before: string;
  /** The figure as the language writes it: "34", "50%", "50 %". */
  readonly value: string;
  readonly after: string;
}

/** A principle's line of the Summary, and its cells in the Markdown file's table. */
export interface ReportPrincipleLine {
  readonly id: string;
  /** "Respect for Persons: 3 of 14". */
  readonly text: string;
  /** "3 of 14". */
  readonly ticked: string;
  /** "21%". */
  readonly percent: string;
  /** The Markdown and Word tables' cells "set aside" and "open" ("2", "9"), when the report sets any aside. */
  readonly setAside?: string;
  readonly open?: string;
}

/** The Summary's words, as the language says them (the figures themselves are `summary`). */
export interface ReportSummaryText {
  readonly heading: string;
  /** The progress bar's accessible name. */
  readonly progressBar: string;
  readonly figures: readonly ReportFigure[];
  /** In `summary.principles`' order. */
  readonly principles: readonly ReportPrincipleLine[];
  /** The headings of the Markdown file's table of principles. */
  readonly tableColumns: {
    readonly principle: string;
    readonly ticked: string;
    readonly progress: string;
    /** Present, as the summary's figures are, only when the report sets a question aside. */
    readonly setAside?: string;
    readonly open?: string;
  };
}

/** The kinds of change in the changes section, in the order every renderer shows them. */
export const CHANGE_GROUPS = [
  "addedSubPrinciples",
  "addedQuestions",
  "rewordedQuestions",
  "hiddenQuestions",
] as const;
export type ChangeGroup = (typeof CHANGE_GROUPS)[number];

/** The report's own words, besides its title, summary and footer, as the language says them. */
export interface ReportLabels {
  /** What sets a note apart from its question: "Note:". */
  readonly note: string;
  /** What a screen reader says for a tick drawn as a picture, and for the empty box. */
  readonly ticked: string;
  readonly notTicked: string;
  /** What a screen reader says for the mark before a question set aside: "Does not apply". */
  readonly setAside: string;
  /** The heading of a principle's part listing its questions set aside. */
  readonly setAsideHeading: string;
  /** What sets a set-aside question's reason apart from its wording: "Reason:". */
  readonly setAsideReason: string;
  readonly untickedNotesHeading: string;
  /** The heading of the last section of a report made on a customised checklist. */
  readonly changesHeading: string;
  readonly changeGroups: { readonly [group in ChangeGroup]: string };
  /** What sets a reworded question's built-in wording apart from the field's. */
  readonly originalWording: string;
  /** What sets a hidden question's reason apart from its wording. */
  readonly reason: string;
  /** Shown for a hidden question whose reason was left empty. */
  readonly noReasonGiven: string;
  /** Between the parts of a change's place: "Respect for Persons › Informed Consent". */
  readonly placeSeparator: string;
  /** The name of the off-screen frame the export draws in. */
  readonly exportWorkspace: string;
}

export interface ReportDocumentProperties {
  readonly title: string;
  readonly subject: string;
  readonly creator: string;
  /** The document's language (the PDF catalog's /Lang). */
  readonly language: LanguageCode;
  /** What a PDF reader's list of attachments says of the assessment the PDF carries. */
  readonly attachmentDescription: string;
}

/** The customised checklist a report was made on, as the report names it under the subtitle. */
export interface ReportChecklist {
  readonly title: string;
  readonly version: string;
  readonly publisher: string;
  /**
   * The one line every renderer shows: "Checklist: <title>, version <version>, published by
   * <publisher>", without the parts that are "".
   */
  readonly label: string;
  /**
   * `label` cut where the field's own words are (its title and publisher), each of those with the
   * language the field wrote them in where that is not the report's: the drawn line and the PDF's
   * tags say so for those words alone.
   */
  readonly labelParts: readonly { readonly text: string; readonly lang?: string }[];
}

/**
 * The level of each heading in the report's outline (1: the title), which every renderer draws:
 * Markdown's #s, Word's Heading n, the PDF's Hn tags. A heading never skips a level.
 */
export interface ReportOutline {
  readonly title: number;
  /** A section: the Summary, the notes on questions not ticked, the changes, the team review, Changes since. */
  readonly section: number;
  /** Inside a section: a kind of change, the team review's parts, a principle in Changes since. */
  readonly part: number;
  /** Under a part: a kind of change in a principle of Changes since. */
  readonly subPart: number;
  /**
   * The ticked questions' principles; their sub-principles one below, their sub-items two, and the
   * part listing their questions set aside one below.
   */
  readonly ticked: number;
  /** The principles under "Notes on questions not ticked", one below its heading, and so on down. */
  readonly unticked: number;
}

/** The report's one outline. */
export const REPORT_OUTLINE: ReportOutline = {
  title: 1,
  section: 2,
  part: 3,
  subPart: 4,
  ticked: 2,
  unticked: 3,
};

export interface ReportModel {
  /** The language the report is written in, and the direction it is laid out in. */
  readonly language: LanguageCode;
  readonly direction: "ltr" | "rtl";
  /** Each heading's level: every renderer's outline. */
  readonly outline: ReportOutline;
  readonly title: string;
  readonly subtitle: string;
  /** The generation date, e.g. "November 21, 2025". */
  readonly dateLabel: string;
  /** The line under the subtitle: "Date: November 21, 2025". */
  readonly dateLine: string;
  /**
   * In the report of a phase, the line under the date: "Phase: Planning, March 1, 2027". Absent (no
   * key at all) in the report of the work as it stands, which is then what it was before phases.
   */
  readonly phaseLine?: string;
  readonly summary: ReportSummary;
  readonly summaryText: ReportSummaryText;
  /**
   * Only the principles with at least one checked or set-aside question, each pruned to its checked
   * questions, and its set-aside ones in `setAside`.
   */
  readonly principles: readonly ReportPrinciple[];
  /** Shown before the principles (in place of them unless some are set aside) when nothing is checked; null otherwise. */
  readonly emptyMessage: string | null;
  /**
   * The open questions (neither ticked nor set aside) that carry a note, grouped as the checked ones
   * are; empty when there are none, and then the report has no such section. A set-aside question's
   * note is with it, under its principle.
   */
  readonly notesOnUnticked: readonly ReportPrinciple[];
  /** "Generated on <date> at <time>". */
  readonly footer: string;
  readonly labels: ReportLabels;
  readonly documentProperties: ReportDocumentProperties;
  /**
   * The customised checklist the report was made on. Absent (no key at all) for the standard
   * checklist, so that its model is exactly what it was before checklists could be customised.
   */
  readonly checklist?: ReportChecklist;
  /**
   * "Changes from the standard checklist", the report's last section: added sub-principles and
   * questions, reworded questions with their original wording, hidden ones with their reasons.
   * Its names and built-in wording are in the report's language, the field's words in its own
   * (`changes.language`). Absent, as `checklist` is, for the standard checklist.
   */
  readonly changes?: ChangeDescription;
  /**
   * "Changes since <phase>": the report's very last part, asked for from the compare dialog (what
   * changed between a phase and the work the report is of). Absent (no key at all) otherwise, so
   * that every other report is what it was.
   */
  readonly since?: ReportSince;
  /**
   * "Team review", after the changes: who took part in bringing the members' files together and
   * what the team chose for each disagreement. Absent (no key at all) without a team review.
   */
  readonly teamReview?: ReportTeamReview;
}

/** Where the report's dates are written for; the request's language and the user's zone by default. */
export interface ReportModelOptions {
  /** BCP 47 locale for the date and time. Defaults to the report's language. */
  readonly locale?: string;
  /** IANA time zone. Defaults to the user's own zone. */
  readonly timeZone?: string;
}

/** Where a change sits: principle › sub-principle › sub-item (the last when it has one). */
export function changePlaceLabel(place: ChangePlace, separator: string): string {
  return [
    place.principle,
    place.subPrinciple,
    ...(place.subItem === null ? [] : [place.subItem]),
  ].join(separator);
}

/** One changed question as every renderer shows it: where it sits, its wording, and what sets it apart. */
export interface QuestionChangeRow {
  readonly id: string;
  /** `changePlaceLabel` of its place. */
  readonly place: string;
  readonly text: string;
  /** The language of `text` when it is not the report's (the field's words). */
  readonly lang?: string;
  /**
   * A reworded question's original wording, a hidden one's reason (its text may be blank), and the
   * language of that text when it is not the report's (a reason is the field's words).
   */
  readonly detail?: { readonly label: string; readonly text: string; readonly lang?: string };
}

/**
 * The changes section's groups of changed questions (added, reworded, hidden), in the order every
 * renderer shows them, each group with at least one row. The added sub-principles, drawn
 * differently, come before them and are not among these. `model` is the report's (its labels and
 * language).
 */
export function questionChangeGroups(
  changes: ChangeDescription,
  model: Pick<ReportModel, "labels" | "language">,
): {
  readonly group: "addedQuestions" | "rewordedQuestions" | "hiddenQuestions";
  readonly rows: readonly QuestionChangeRow[];
}[] {
  const { labels } = model;
  const fieldLanguage = otherLanguage(changes.language, model.language);
  const withLang = (lang: string | undefined) => (lang === undefined ? {} : { lang });
  const row = (
    question: { id: string; place: ChangePlace; text: string },
    fieldWords: boolean,
    detail?: QuestionChangeRow["detail"],
  ): QuestionChangeRow => ({
    id: question.id,
    place: changePlaceLabel(question.place, labels.placeSeparator),
    text: question.text,
    ...(fieldWords ? withLang(fieldLanguage) : {}),
    ...(detail === undefined ? {} : { detail }),
  });
  const groups = [
    { group: "addedQuestions", rows: changes.addedQuestions.map((q) => row(q, true)) },
    {
      group: "rewordedQuestions",
      rows: changes.rewordedQuestions.map((q) =>
        row(q, true, { label: labels.originalWording, text: q.originalText }),
      ),
    },
    {
      group: "hiddenQuestions",
      rows: changes.hiddenQuestions.map((q) =>
        row(q, false, { label: labels.reason, text: q.reason, ...withLang(fieldLanguage) }),
      ),
    },
  ] as const;
  return groups.filter(({ rows }) => rows.length > 0);
}

function hasEntries(changes: ChangeDescription): boolean {
  return (
    changes.addedSubPrinciples.length +
      changes.addedQuestions.length +
      changes.rewordedQuestions.length +
      changes.hiddenQuestions.length >
    0
  );
}

type Selection = (question: Question) => boolean;

const ticked: Selection = (question) => question.checked;
/**
 * The reason a question is set aside for, "" when it is not: a ticked question is ticked, whatever
 * reason it still holds (src/data's questionState, whose rule this is; its own function would be
 * one more name the first load's script must export to this chunk).
 */
const setAsideReason = (question: Question): string =>
  question.checked ? "" : setAsideReasonOf(question);

const untickedWithNote: Selection = (question) =>
  !question.checked && setAsideReason(question) === "" && noteOf(question) !== "";

/** Builds the pruned principles of one section, marking words in another language than `language`. */
function principlesIn(language: string) {
  function reportQuestions(questions: readonly Question[], include: Selection): ReportQuestion[] {
    return questions.filter(include).map((question) => {
      const note = noteOf(question);
      const lang = otherLanguage(question.lang, language);
      // No key at all without a note or another language: a report without them is the same
      // model as before notes and languages.
      return {
        id: question.id,
        text: question.text,
        ...(lang === undefined ? {} : { lang }),
        ...(note === "" ? {} : { note }),
      };
    });
  }

  function reportSubItem(item: SubItem, include: Selection): ReportSubItem | null {
    const questions = reportQuestions(item.questions, include);
    return questions.length === 0 ? null : { id: item.id, name: item.name, questions };
  }

  function reportSubPrinciple(sub: SubPrinciple, include: Selection): ReportSubPrinciple | null {
    const questions = reportQuestions(sub.questions, include);
    const subItems = (sub.subItems ?? [])
      .map((item) => reportSubItem(item, include))
      .filter((item) => item !== null);
    if (questions.length === 0 && subItems.length === 0) return null;
    const lang = otherLanguage(sub.lang, language);
    return {
      id: sub.id,
      name: sub.name,
      ...(lang === undefined ? {} : { lang }),
      questions,
      subItems,
    };
  }

  /** A principle's questions set aside, with their reasons, in checklist order. */
  function setAsideQuestions(principle: Principle): ReportSetAsideQuestion[] {
    return principle.subprinciples.flatMap(subPrincipleQuestions).flatMap((question) => {
      const reason = setAsideReason(question);
      return reason === ""
        ? []
        : reportQuestions([question], () => true).map((shown) => ({ ...shown, reason }));
    });
  }

  /**
   * The principles pruned to the questions `include` keeps, and the empty ones left out; with
   * `withSetAside`, each principle's questions set aside too, which keep a principle in.
   */
  return (
    snapshot: ChecklistSnapshot,
    include: Selection,
    withSetAside = false,
  ): ReportPrinciple[] => {
    const principles: ReportPrinciple[] = [];
    for (const principle of snapshot) {
      const subPrinciples = principle.subprinciples
        .map((sub) => reportSubPrinciple(sub, include))
        .filter((sub) => sub !== null);
      const setAside = withSetAside ? setAsideQuestions(principle) : [];
      // No key at all without any set aside: the report is then what it was before.
      if (subPrinciples.length > 0 || setAside.length > 0)
        principles.push({
          id: principle.id,
          name: principle.name,
          subPrinciples,
          ...(setAside.length === 0 ? {} : { setAside }),
        });
    }
    return principles;
  };
}

// Stand for the field's title and publisher while the checklist's line is formatted, so the line can
// be cut around them. Private-use characters, in no message; the field's words never pass through
// the cut, so a title holding one changes nothing.
const TITLE_MARK = "\uE010";
const PUBLISHER_MARK = "\uE011";

function reportChecklist(
  { title, version, publisher, language }: ChecklistVariant,
  t: Translator["t"],
  reportLanguage: string,
): ReportChecklist {
  const hasVersion = version.trim() !== "";
  const hasPublisher = publisher.trim() !== "";
  const parts =
    hasVersion && hasPublisher
      ? "versionAndPublisher"
      : hasVersion
        ? "version"
        : hasPublisher
          ? "publisher"
          : "none";
  const label = t("report.checklistLine", { parts, title, version, publisher });
  const lang = otherLanguage(language, reportLanguage);
  const marked = t("report.checklistLine", {
    parts,
    title: TITLE_MARK,
    version,
    publisher: PUBLISHER_MARK,
  });
  const labelParts = marked
    .split(/([\uE010\uE011])/u)
    .filter((text) => text !== "")
    .map((text) =>
      text === TITLE_MARK || text === PUBLISHER_MARK
        ? {
            text: text === TITLE_MARK ? title : publisher,
            ...(lang === undefined ? {} : { lang }),
          }
        : { text },
    );
  return { title, version, publisher, label, labelParts };
}

// Stands for a figure while its sentence is formatted, so the sentence can be cut around it: the
// figure is drawn in bold, wherever the language puts it. A private-use character, in no message.
const FIGURE_MARK = "\uE000";

function figure(t: Translator["t"], key: SummaryFigureKey, value: string): ReportFigure {
  const id = {
    totalQuestions: "report.totalQuestions",
    completed: "report.completed",
    setAside: "report.setAsideFigure",
    open: "report.openFigure",
  } as const;
  const sentence =
    key === "progress"
      ? t("report.progress", { percent: FIGURE_MARK })
      : t(id[key], { count: FIGURE_MARK });
  const [before = "", ...after] = sentence.split(FIGURE_MARK);
  return { key, before, value, after: after.join(value) };
}

function reportLabels(t: Translator["t"]): ReportLabels {
  return {
    note: t("report.noteLabel"),
    ticked: t("report.tickedLabel"),
    notTicked: t("report.notTickedLabel"),
    setAside: t("report.setAsideLabel"),
    setAsideHeading: t("report.setAsideHeading"),
    setAsideReason: t("report.setAsideReasonLabel"),
    untickedNotesHeading: t("report.untickedNotesHeading"),
    changesHeading: t("report.changesHeading"),
    changeGroups: {
      addedSubPrinciples: t("report.addedSubPrinciples"),
      addedQuestions: t("report.addedQuestions"),
      rewordedQuestions: t("report.rewordedQuestions"),
      hiddenQuestions: t("report.hiddenQuestions"),
    },
    originalWording: t("report.originalWordingLabel"),
    reason: t("report.reasonLabel"),
    noReasonGiven: t("report.noReasonGiven"),
    placeSeparator: t("report.placeSeparator"),
    exportWorkspace: t("report.exportWorkspace"),
  };
}

/**
 * What the report of `request` says. The rules of what a report holds are here, once: the report of
 * a phase is of the checklist as it stood then, under a line naming the phase, and carries no team
 * review (the review is the work's, as it stands); "Changes since <phase>" ends whichever report
 * asks for it.
 */
export function buildReportModel(
  request: ReportRequest,
  options: ReportModelOptions = {},
): ReportModel {
  const { assessment, of, translator, generatedAt } = request;
  const phase = of.kind === "phase" ? of.phase : null;
  const model = buildReportModelBeforeSince(
    phase === null ? assessment.checklist : checklistAtPhase(assessment.checklist, phase),
    generatedAt,
    {
      ...options,
      translator,
      variant: assessment.variant,
      phase,
      teamReview: phase === null ? (assessment.team?.review ?? null) : null,
    },
  );
  const since = request.since ?? null;
  if (since === null) return model;
  const locale = options.locale ?? translator.language.intlLocale;
  return { ...model, since: reportSince(since, translator, locale) };
}

/** What the model is drawn from, the request's rules applied. */
interface ModelParts extends ReportModelOptions {
  readonly translator: Translator;
  /** The variant the snapshot is on (the snapshot being what it resolves to); null: the standard one. */
  readonly variant: ChecklistVariant | null;
  /** The phase the snapshot is of; null: the work as it stands. */
  readonly phase: { readonly name: string; readonly date: string } | null;
  readonly teamReview: TeamReview | null;
}

function buildReportModelBeforeSince(
  snapshot: ChecklistSnapshot,
  generatedAt: Date,
  options: ModelParts,
): ReportModel {
  const { translator } = options;
  const { language, t } = translator;
  const percent = (value: number) =>
    translator.number(value / 100, { style: "percent", maximumFractionDigits: 0 });
  const { date, time } = dateInWords(generatedAt, {
    locale: options.locale ?? language.intlLocale,
    ...(options.timeZone === undefined ? {} : { timeZone: options.timeZone }),
  });

  const count = countQuestions(snapshot);
  const reportPrinciples = principlesIn(language.code);
  const principles = reportPrinciples(snapshot, ticked, true);
  const variant = options.variant;
  // The set-aside and open figures stand beside the spec's only when a question is set aside: a
  // report without any is the spec's, figure for figure.
  const withSetAside = count.setAside > 0;
  const summary: ReportSummary = {
    totalQuestions: count.total,
    completed: count.checked,
    progressPercent: progressPercent(count),
    principles: snapshot.map((principle) => {
      const figures = countQuestions([principle]);
      return {
        id: principle.id,
        name: principle.name,
        completed: figures.checked,
        total: figures.total,
        progressPercent: progressPercent(figures),
        ...(withSetAside ? { setAside: figures.setAside, open: figures.open } : {}),
      };
    }),
    ...(withSetAside ? { setAside: count.setAside, open: count.open } : {}),
  };
  const title = t("product.title");

  const made: ReportModel = {
    language: language.code,
    direction: language.dir,
    outline: REPORT_OUTLINE,
    title,
    subtitle: t("product.subtitle"),
    dateLabel: date,
    dateLine: t("report.dateLine", { date }),
    summary,
    summaryText: {
      heading: t("report.summaryHeading"),
      progressBar: t("report.progressBar"),
      figures: [
        figure(t, "totalQuestions", translator.number(summary.totalQuestions)),
        figure(t, "completed", translator.number(summary.completed)),
        figure(t, "progress", percent(summary.progressPercent)),
        ...(withSetAside
          ? [
              figure(t, "setAside", translator.number(count.setAside)),
              figure(t, "open", translator.number(count.open)),
            ]
          : []),
      ],
      principles: summary.principles.map((principle) => {
        const counts = { ticked: principle.completed, total: principle.total };
        const ticked = t("report.tickedOfTotal", counts);
        const percentText = percent(principle.progressPercent);
        if (principle.setAside === undefined || principle.open === undefined)
          return {
            id: principle.id,
            text: t("report.principleProgress", { principle: principle.name, ...counts }),
            ticked,
            percent: percentText,
          };
        const more = { setAside: principle.setAside, open: principle.open };
        return {
          id: principle.id,
          text: t("report.principleProgressWithSetAside", {
            principle: principle.name,
            ...counts,
            ...more,
          }),
          ticked,
          percent: percentText,
          setAside: translator.number(more.setAside),
          open: translator.number(more.open),
        };
      }),
      tableColumns: {
        principle: t("report.tableColumnPrinciple"),
        ticked: t("report.tableColumnTicked"),
        progress: t("report.tableColumnProgress"),
        ...(withSetAside
          ? {
              setAside: t("report.tableColumnSetAside"),
              open: t("report.tableColumnOpen"),
            }
          : {}),
      },
    },
    principles,
    emptyMessage: count.checked === 0 ? t("report.noneTicked") : null,
    notesOnUnticked: reportPrinciples(snapshot, untickedWithNote),
    footer: t("report.footer", { date, time }),
    labels: reportLabels(t),
    documentProperties: {
      title,
      subject: t("report.documentSubject"),
      creator: t("report.documentCreator", { product: title }),
      language: language.code,
      attachmentDescription: t("report.recordAttachmentDescription"),
    },
  };
  const phase = options.phase;
  let phaseLine: string | undefined;
  if (phase !== null) {
    const phaseDate = phaseDateInWords(phase.date, options.locale ?? language.intlLocale);
    phaseLine = t("report.phaseLine", { name: phase.name, date: phaseDate });
  }
  const phased: ReportModel = phaseLine === undefined ? made : { ...made, phaseLine };
  const review = options.teamReview;
  const model: ReportModel =
    review === null
      ? phased
      : {
          ...phased,
          teamReview: reportTeamReview(
            review,
            snapshot,
            translator,
            options.locale ?? language.intlLocale,
          ),
        };
  if (variant === null || !isCustomised(variant)) return model;
  // The built-in checklist in the report's language: the changes' places and original wording.
  const builtIn = createChecklist((id) => t(id));
  const changes = describeChanges(builtIn, variant.changes, variant.language);
  // Changes that show nothing (a sub-principle added with no questions yet, which the checklist in
  // use leaves out too) leave the checklist the standard one, and the report the standard report.
  if (!hasEntries(changes)) return model;
  // The field's language as the changes have it: a checklist that names none is English.
  const field = { ...variant, language: changes.language };
  return { ...model, checklist: reportChecklist(field, t, language.code), changes };
}
