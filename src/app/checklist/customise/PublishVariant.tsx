// Publishing the variant: Save checklist file (its changes, title, version and publisher; no ticks,
// no notes) and Copy link (the same, compressed into the address's fragment, which never leaves the
// browser). A checklist too long for a link says to share the file instead.

import { Box, Button, Flex, Heading, Text, chakra } from "@chakra-ui/react";
import { Download, Link } from "lucide";
import { useId, useState } from "react";
import { downloadBlob } from "../../../files/download";
import {
  CHECKLIST_LINK_MAX_CHARS,
  CHECKLIST_LINK_PREFIX,
  checklistFileName,
  encodeChecklistFile,
  encodeChecklistLink,
  isCustomised,
  type ChecklistVariant,
} from "../../../variant";
import { Icon } from "../../icons/Icon";
import { useT } from "../../language/TranslatorContext";
import { FIELD_LABEL_STYLE, FIELD_STYLE } from "../../theme/fieldStyles";
import { isolated } from "../../../i18n";

interface PublishVariantProps {
  variant: ChecklistVariant;
}

/** The page's own address with the link's fragment: where the link opens the checklist. */
export function checklistLinkUrl(value: string): string {
  return `${location.origin}${location.pathname}${CHECKLIST_LINK_PREFIX}${value}`;
}

export function PublishVariant({ variant }: PublishVariantProps) {
  const t = useT();
  const id = useId();
  const [said, setSaid] = useState("");
  const [link, setLink] = useState<string | null>(null);
  const customised = isCustomised(variant);

  const saveFile = () => {
    if (!customised) return setSaid(t("customise.nothingToPublish"));
    const name = checklistFileName(variant);
    downloadBlob(new Blob([encodeChecklistFile(variant)], { type: "application/json" }), name);
    setSaid(t("customise.fileSaved", { fileName: isolated(name) }));
  };

  const copyLink = async () => {
    setLink(null);
    if (!customised) return setSaid(t("customise.nothingToPublish"));
    let url: string;
    try {
      url = checklistLinkUrl(await encodeChecklistLink(variant));
    } catch (error) {
      console.error("Making the checklist's link failed", error);
      return setSaid(t("customise.linkFailed"));
    }
    if (url.length > CHECKLIST_LINK_MAX_CHARS)
      return setSaid(
        t("customise.linkTooLong", {
          length: url.length,
          max: CHECKLIST_LINK_MAX_CHARS,
          saveButton: t("customise.saveFile"),
        }),
      );
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setSaid(t("customise.linkCopied"));
    } catch {
      // No clipboard (a browser's permission refused, or none at all): the field below holds it.
      setSaid(t("customise.linkInField"));
    }
  };

  return (
    <Box as="section" aria-labelledby={`${id}-heading`}>
      <Heading as="h3" id={`${id}-heading`} size="lg" mb="1">
        {t("customise.shareHeading")}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {t("customise.shareIntro")}
      </Text>
      <Flex gap="3" wrap="wrap">
        <Button variant="outline" colorPalette="teal" onClick={saveFile}>
          <Icon icon={Download} />
          {t("customise.saveFile")}
        </Button>
        <Button variant="outline" colorPalette="teal" onClick={() => void copyLink()}>
          <Icon icon={Link} />
          {t("customise.copyLink")}
        </Button>
      </Flex>
      <chakra.p role="status" mt={said ? "2" : "0"} overflowWrap="anywhere">
        {said}
      </chakra.p>
      {link && (
        <chakra.div mt="2">
          <chakra.label htmlFor={`${id}-link`} {...FIELD_LABEL_STYLE}>
            {t("customise.linkField")}
          </chakra.label>
          <chakra.input
            id={`${id}-link`}
            type="text"
            readOnly
            // An address reads left to right, on a right-to-left page too.
            dir="ltr"
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            {...FIELD_STYLE}
            fontSize="sm"
            fontFamily="mono"
          />
        </chakra.div>
      )}
    </Box>
  );
}
