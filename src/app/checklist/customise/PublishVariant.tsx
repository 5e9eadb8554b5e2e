// Publishing the variant: Save checklist file (its changes, title, version and publisher; no ticks,
// no notes) and Copy link (the same, compressed into the address's fragment, which never leaves the
// browser). A checklist too long for a link says to share the file instead.

import { Box, Button, Flex, Heading, Text, chakra } from "@chakra-ui/react";
import { Download, Link } from "lucide";
import { useId, useState } from "react";
import { downloadBlob } from "../../../export/download";
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
import { FIELD_LABEL_STYLE, FIELD_STYLE } from "./fieldStyles";

interface PublishVariantProps {
  variant: ChecklistVariant;
}

const NOTHING_YET =
  "Nothing to publish yet: add, reword or hide a question first. The standard checklist needs no file.";

/** The page's own address with the link's fragment: where the link opens the checklist. */
export function checklistLinkUrl(value: string): string {
  return `${location.origin}${location.pathname}${CHECKLIST_LINK_PREFIX}${value}`;
}

export function PublishVariant({ variant }: PublishVariantProps) {
  const id = useId();
  const [said, setSaid] = useState("");
  const [link, setLink] = useState<string | null>(null);
  const customised = isCustomised(variant);

  const saveFile = () => {
    if (!customised) return setSaid(NOTHING_YET);
    const name = checklistFileName(variant);
    downloadBlob(new Blob([encodeChecklistFile(variant)], { type: "application/json" }), name);
    setSaid(`Saved ${name}: the checklist's changes and details, without ticks or notes.`);
  };

  const copyLink = async () => {
    setLink(null);
    if (!customised) return setSaid(NOTHING_YET);
    let url: string;
    try {
      url = checklistLinkUrl(await encodeChecklistLink(variant));
    } catch (error) {
      console.error("Making the checklist's link failed", error);
      return setSaid(
        "The link could not be made in this browser. Share the checklist file instead.",
      );
    }
    if (url.length > CHECKLIST_LINK_MAX_CHARS)
      return setSaid(
        `This checklist is too long for a link (${url.length.toLocaleString("en")} characters; a link holds at most ${CHECKLIST_LINK_MAX_CHARS.toLocaleString("en")}). Share the checklist file instead: Save checklist file.`,
      );
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      setSaid("Link copied. It carries the checklist's changes, never ticks or notes.");
    } catch {
      // No clipboard (a browser's permission refused, or none at all): the field below holds it.
      setSaid(
        "Copy the link from the field below. It carries the checklist's changes, never ticks or notes.",
      );
    }
  };

  return (
    <Box as="section" aria-labelledby={`${id}-heading`}>
      <Heading as="h3" id={`${id}-heading`} size="lg" mb="1">
        Share this checklist
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="2">
        As a file others open here, or as a link. Only the changes and details go in them.
      </Text>
      <Flex gap="3" wrap="wrap">
        <Button variant="outline" colorPalette="teal" onClick={saveFile}>
          <Icon icon={Download} />
          Save checklist file
        </Button>
        <Button variant="outline" colorPalette="teal" onClick={() => void copyLink()}>
          <Icon icon={Link} />
          Copy link
        </Button>
      </Flex>
      <chakra.p role="status" mt={said ? "2" : "0"} overflowWrap="anywhere">
        {said}
      </chakra.p>
      {link && (
        <chakra.div mt="2">
          <chakra.label htmlFor={`${id}-link`} {...FIELD_LABEL_STYLE}>
            Link to this checklist
          </chakra.label>
          <chakra.input
            id={`${id}-link`}
            type="text"
            readOnly
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
