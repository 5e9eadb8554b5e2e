// The words that say a question is set aside, and how many are: shown only once a question is set
// aside, which a click or an opened file does, so they come with the lazy parts (their messages in
// the `setAside` segment), not in the first load.

import { chakra } from "@chakra-ui/react";
import { useLaterMessages, useT } from "../../language/TranslatorContext";

export type SetAsideWordsProps =
  | {
      /** "Does not apply: <reason>", under a question set aside; `id` describes its checkbox. */
      readonly form: "state";
      readonly id: string;
      readonly reason: string;
    }
  | {
      /** "Does not apply:", before a question's reason. */
      readonly form: "label";
    }
  | {
      /** Under the progress line, in a principle's progress row, or in a section's heading. */
      readonly form: "progress" | "principleRow" | "section";
      readonly setAside: number;
      readonly open: number;
    };

export function SetAsideWords(props: SetAsideWordsProps) {
  useLaterMessages();
  const t = useT();
  if (props.form === "label") return t("setAside.stateLabel");
  if (props.form === "state")
    return (
      // Printed too: on paper the reason is its text, whole, as a note is.
      <chakra.p
        id={props.id}
        ms="8"
        mb="1"
        ps="3"
        fontSize="sm"
        borderInlineStartWidth="2px"
        borderColor="border.emphasized"
        overflowWrap="anywhere"
      >
        <chakra.span fontWeight="semibold">{t("setAside.stateLabel")}</chakra.span>{" "}
        <chakra.span dir="auto" whiteSpace="pre-wrap">
          {props.reason}
        </chakra.span>
      </chakra.p>
    );
  return t(`setAside.${props.form}`, { setAside: props.setAside, open: props.open });
}
