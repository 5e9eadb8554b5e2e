// After an Open that had to adapt the file to this checklist: what was done, question by question.
// The status line has already said how many; this is the list to work through, kept until dismissed.

import { Box, Button, Heading, Text, chakra } from "@chakra-ui/react";
import { NOTE_MAX_LENGTH, allQuestions, createChecklist, type Question } from "../../../data";
import type { LoadedAssessment } from "../../../record";
import { resolveChecklist } from "../../../variant";
import { useLaterMessages, useTranslator } from "../../language/TranslatorContext";
import { NOTICE_STYLE } from "../../theme/noticeStyle";
import { MessageWithOwnWords } from "../../language/MessageWithOwnWords";

interface OpenReviewProps {
  assessment: LoadedAssessment;
  onDismiss: () => void;
}

export function OpenReview({ assessment, onDismiss }: OpenReviewProps) {
  useLaterMessages();
  const { language, t } = useTranslator();
  const { reworded, unknownIds, cutNotes, variant } = assessment;
  if (reworded.length + unknownIds.length + cutNotes.length === 0) return null;
  // The questions as the page now shows them: the built-in ones in the language on screen, a
  // customised checklist's own in the language it was written in.
  const builtIn = createChecklist(t);
  const inUse = variant ? resolveChecklist(builtIn, variant.changes, variant.language) : builtIn;
  const questions = new Map(allQuestions(inUse).map((q) => [q.id, q]));
  const langOf = (question: Question | undefined) =>
    question?.lang !== undefined && question.lang !== language.code ? question.lang : undefined;
  return (
    <Box as="section" aria-labelledby="open-review-heading" {...NOTICE_STYLE}>
      <Heading as="h2" id="open-review-heading" size="md" mb="2">
        {t("open.reviewHeading")}
      </Heading>
      {reworded.length > 0 && (
        <>
          <Text fontWeight="semibold" mt="2">
            {t("open.reviewReworded")}
          </Text>
          <chakra.ul ps="5" mt="1" listStyleType="disc">
            {reworded.map((q) => {
              const question = questions.get(q.id);
              return (
                <chakra.li key={q.id} mb="2">
                  <span lang={langOf(question)}>{question?.text ?? q.currentText}</span>
                  <Text fontSize="sm" color="fg.muted">
                    {
                      <MessageWithOwnWords
                        id="open.reviewSavedAs"
                        values={{ savedText: q.savedText }}
                        own={["savedText"]}
                      />
                    }
                  </Text>
                </chakra.li>
              );
            })}
          </chakra.ul>
        </>
      )}
      {unknownIds.length > 0 && (
        <>
          <Text fontWeight="semibold" mt="3">
            {t("open.reviewSkipped")}
          </Text>
          <chakra.ul ps="5" mt="1" listStyleType="disc">
            {unknownIds.map((id) => (
              <chakra.li key={id} fontFamily="mono" fontSize="sm">
                {/* An id from the file, in its own direction on a right-to-left page. */}
                <bdi>{id}</bdi>
              </chakra.li>
            ))}
          </chakra.ul>
        </>
      )}
      {cutNotes.length > 0 && (
        <>
          <Text fontWeight="semibold" mt="3">
            {t("open.reviewNotesCut", { max: NOTE_MAX_LENGTH })}
          </Text>
          <chakra.ul ps="5" mt="1" listStyleType="disc">
            {cutNotes.map((id) => {
              const question = questions.get(id);
              return (
                <chakra.li key={id} lang={langOf(question)}>
                  {question?.text ?? id}
                </chakra.li>
              );
            })}
          </chakra.ul>
        </>
      )}
      <Button mt="3" size="sm" variant="outline" colorPalette="gray" onClick={onDismiss}>
        {t("open.reviewDismiss")}
      </Button>
    </Box>
  );
}
