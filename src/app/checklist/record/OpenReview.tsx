// After an Open that had to adapt the file to this checklist: what was done, question by question.
// The status line has already said how many; this is the list to work through, kept until dismissed.

import { Box, Button, Heading, Text, chakra } from "@chakra-ui/react";
import { NOTE_MAX_LENGTH, allQuestions } from "../../../data";
import { createInitialChecklist } from "../../../data/english";
import type { LoadedAssessment } from "../../../record";
import { NOTICE_STYLE } from "../../theme/noticeStyle";

interface OpenReviewProps {
  assessment: LoadedAssessment;
  onDismiss: () => void;
}

export function OpenReview({ assessment, onDismiss }: OpenReviewProps) {
  const { reworded, unknownIds, cutNotes } = assessment;
  if (reworded.length + unknownIds.length + cutNotes.length === 0) return null;
  // The wording is the built-in data set's, whatever has been ticked.
  const textOf = new Map(allQuestions(createInitialChecklist()).map((q) => [q.id, q.text]));
  return (
    <Box as="section" aria-labelledby="open-review-heading" {...NOTICE_STYLE}>
      <Heading as="h2" id="open-review-heading" size="md" mb="2">
        To review in the file you opened
      </Heading>
      {reworded.length > 0 && (
        <>
          <Text fontWeight="semibold" mt="2">
            Worded differently when the file was saved (ticks and notes loaded; check they still
            hold):
          </Text>
          <chakra.ul ps="5" mt="1" listStyleType="disc">
            {reworded.map((q) => (
              <chakra.li key={q.id} mb="2">
                {q.currentText}
                <Text fontSize="sm" color="fg.muted">
                  Saved as: {q.savedText}
                </Text>
              </chakra.li>
            ))}
          </chakra.ul>
        </>
      )}
      {unknownIds.length > 0 && (
        <>
          <Text fontWeight="semibold" mt="3">
            Not in this checklist, so skipped (by their ids in the file):
          </Text>
          <chakra.ul ps="5" mt="1" listStyleType="disc">
            {unknownIds.map((id) => (
              <chakra.li key={id} fontFamily="mono" fontSize="sm">
                {id}
              </chakra.li>
            ))}
          </chakra.ul>
        </>
      )}
      {cutNotes.length > 0 && (
        <>
          <Text fontWeight="semibold" mt="3">
            Notes cut to {NOTE_MAX_LENGTH.toLocaleString("en")} characters, the longest a note can
            be:
          </Text>
          <chakra.ul ps="5" mt="1" listStyleType="disc">
            {cutNotes.map((id) => (
              <chakra.li key={id}>{textOf.get(id) ?? id}</chakra.li>
            ))}
          </chakra.ul>
        </>
      )}
      <Button mt="3" size="sm" variant="outline" colorPalette="gray" onClick={onDismiss}>
        Dismiss
      </Button>
    </Box>
  );
}
