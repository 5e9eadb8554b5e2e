// One built-in question in the Customise mode: its wording in use (the original kept beside a new
// one), Reword and Hide, and Restore for a reworded or hidden question.

import { Flex, Text, chakra } from "@chakra-ui/react";
import { useContext, useState } from "react";
import type { Question } from "../../../data";
import {
  CHECKLIST_LIMITS,
  hideQuestion,
  restoreWording,
  rewordQuestion,
  showQuestion,
  type ChecklistChanges,
} from "../../../variant";
import { MessageWithOwnWords } from "../../language/MessageWithOwnWords";
import { useT } from "../../language/TranslatorContext";
import { OwnWordsLang, controlId, type CustomiseEdit } from "./customiseEdit";
import { draftKey, useDraftLeft } from "./drafts";
import { InlineAction } from "./InlineAction";
import { TextEditForm } from "./TextEditForm";
import { isolated } from "../../../i18n";

interface BuiltInQuestionRowProps {
  /** The question in its built-in wording, in the language on screen. */
  question: Question;
  changes: ChecklistChanges;
  edit: CustomiseEdit;
}

export function BuiltInQuestionRow({ question, changes, edit }: BuiltInQuestionRowProps) {
  const t = useT();
  const ownLang = useContext(OwnWordsLang);
  const rewordLeft = useDraftLeft(draftKey.reword(question.id));
  const hideLeft = useDraftLeft(draftKey.hide(question.id));
  const [form, setForm] = useState<"reword" | "hide" | null>(
    rewordLeft ? "reword" : hideLeft ? "hide" : null,
  );
  const reworded = changes.rewordedQuestions.find((r) => r.id === question.id);
  const hidden = changes.hiddenQuestions.find((h) => h.id === question.id);
  const inUse = reworded?.text ?? question.text;
  // The wording in use is the field's own once reworded: in the language it was written in.
  const inUseLang = reworded ? ownLang : undefined;
  const close = (focusId: string) => {
    setForm(null);
    document.getElementById(focusId)?.focus();
  };

  if (hidden)
    return (
      <chakra.li listStyle="none" py="1.5">
        <Text color="fg.muted" textDecoration="line-through" dir="auto" lang={inUseLang}>
          {inUse}
        </Text>
        <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere" dir="auto">
          {hidden.reason ? (
            // The reason is the field's own words, in the language it wrote them in.
            <MessageWithOwnWords
              id="customise.hiddenBecause"
              values={{ reason: hidden.reason }}
              own={["reason"]}
              lang={ownLang}
            />
          ) : (
            t("customise.hiddenNoReason")
          )}
        </Text>
        <InlineAction
          id={controlId.restore(question.id)}
          target={inUse}
          onClick={() =>
            edit(
              showQuestion(changes, question.id),
              t("customise.shownAgain", { text: isolated(inUse) }),
              controlId.reword(question.id),
            )
          }
        >
          {t("customise.restore")}
        </InlineAction>
      </chakra.li>
    );

  return (
    <chakra.li listStyle="none" py="1.5">
      <Text overflowWrap="anywhere" dir="auto" lang={inUseLang}>
        {inUse}
      </Text>
      {reworded && (
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere" dir="auto">
          {
            <MessageWithOwnWords
              id="customise.originalWording"
              values={{ text: question.text }}
              own={["text"]}
            />
          }
        </Text>
      )}
      <Flex gap="4" wrap="wrap">
        <InlineAction
          id={controlId.reword(question.id)}
          target={inUse}
          expanded={form === "reword"}
          onClick={() => setForm(form === "reword" ? null : "reword")}
        >
          {t("customise.reword")}
        </InlineAction>
        <InlineAction
          id={controlId.hide(question.id)}
          target={inUse}
          expanded={form === "hide"}
          onClick={() => setForm(form === "hide" ? null : "hide")}
        >
          {t("customise.hide")}
        </InlineAction>
        {reworded && (
          <InlineAction
            id={controlId.restore(question.id)}
            target={inUse}
            onClick={() =>
              edit(
                restoreWording(changes, question.id),
                t("customise.wordingRestored", { text: isolated(question.text) }),
                controlId.reword(question.id),
              )
            }
          >
            {t("customise.restore")}
          </InlineAction>
        )}
      </Flex>
      {form === "reword" && (
        <TextEditForm
          draftKey={draftKey.reword(question.id)}
          fields={[
            {
              label: t("customise.newWordingField"),
              initial: inUse,
              maxLength: CHECKLIST_LIMITS.questionText,
              multiline: true,
            },
          ]}
          submitLabel={t("customise.saveWording")}
          describe={([text = ""]) => (
            <MessageWithOwnWords
              id="customise.pendingReword"
              values={{ from: inUse, to: text }}
              own={["from", "to"]}
              lang={{ from: inUseLang, to: ownLang }}
            />
          )}
          apply={(current, [text = ""]) => {
            // The built-in wording on screen typed back is no rewording, whatever the language.
            const next =
              text === question.text.trim()
                ? restoreWording(current, question.id)
                : rewordQuestion(current, question.id, text);
            return {
              changes: next,
              said: next.rewordedQuestions.some((r) => r.id === question.id)
                ? t("customise.reworded", { text: isolated(text) })
                : t("customise.wordingKept", { text: isolated(question.text) }),
              focus: controlId.reword(question.id),
            };
          }}
          onApplied={() => setForm(null)}
          onCancel={() => close(controlId.reword(question.id))}
        />
      )}
      {form === "hide" && (
        <TextEditForm
          draftKey={draftKey.hide(question.id)}
          fields={[
            {
              label: t("customise.hideReasonField"),
              maxLength: CHECKLIST_LIMITS.reason,
              multiline: true,
            },
          ]}
          submitLabel={t("customise.hideSubmit")}
          describe={([reason = ""]) => (
            <MessageWithOwnWords
              id="customise.pendingHide"
              values={{ question: inUse, reason }}
              own={["question", "reason"]}
              lang={{ question: inUseLang, reason: ownLang }}
            />
          )}
          apply={(current, [reason = ""]) => ({
            changes: hideQuestion(current, question.id, reason),
            said: t("customise.questionHidden", { text: isolated(inUse) }),
            focus: controlId.restore(question.id),
          })}
          onApplied={() => setForm(null)}
          onCancel={() => close(controlId.hide(question.id))}
        />
      )}
    </chakra.li>
  );
}
