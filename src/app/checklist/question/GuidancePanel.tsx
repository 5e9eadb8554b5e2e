// What fills a guidance region (Guidance.tsx), loaded on first use with the messages' `guidance`
// part: a built-in question's guidance in four parts (what it asks, what meeting it can look like,
// if it is not met yet, its sources), a field's own guidance for a question it added, or a
// principle's introduction. Sources keep their titles as published, marked with their language,
// and open their official text in a new tab, telling nothing of this page to it.

import { chakra } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";
import { questionMessageId, type Question } from "../../../data";
import {
  GUIDANCE_DOCUMENTS,
  QUESTION_CITATIONS,
  guidanceItems,
  principleIntroMessageId,
  questionGuidanceMessageIds,
  type Citation,
} from "../../../data/guidance";
import { isolated } from "../../../i18n";
import { languageOfWords } from "../../language/languageOfWords";
import { useMessages, useT, useTranslator } from "../../language/TranslatorContext";
import { isReworded } from "./Guidance";

/** The guidance's look, inside its region (Guidance.tsx keeps the first load's part bare). */
function Panel({ children }: { children: ReactNode }) {
  return (
    <chakra.div
      mt="1"
      mb="2"
      px="3"
      py="2"
      borderInlineStartWidth="3px"
      borderColor="teal.muted"
      bg="bg.subtle"
      rounded="md"
      fontSize="sm"
      lineHeight="1.5"
      overflowWrap="anywhere"
      _print={{ bg: "transparent", breakInside: "avoid" }}
    >
      {children}
    </chakra.div>
  );
}

/** Suspends until the guidance's words in the language on screen have come. */
function useGuidanceMessages(): void {
  useMessages(useTranslator().language.code, "guidance");
}

/** A part's name over its words: a label the words' list or paragraph is named by. */
function PartLabel({ id, children }: { id: string; children: string }) {
  return (
    <chakra.p id={id} fontWeight="semibold" mt="2" _first={{ mt: "0" }}>
      {children}
    </chakra.p>
  );
}

function Items({ labelledBy, items }: { labelledBy: string; items: readonly string[] }) {
  return (
    <chakra.ul aria-labelledby={labelledBy} ps="5" m="0" listStyleType="disc">
      {items.map((item) => (
        <chakra.li key={item} mt="0.5">
          {item}
        </chakra.li>
      ))}
    </chakra.ul>
  );
}

function Source({ citation }: { citation: Citation }) {
  const t = useT();
  const { language } = useTranslator();
  const document = GUIDANCE_DOCUMENTS[citation.document];
  const inItsLanguage = languageOfWords(document.lang, language);
  return (
    <chakra.li mt="0.5">
      <chakra.a
        href={citation.url ?? document.url}
        target="_blank"
        rel="noopener noreferrer"
        color="teal.fg"
        textDecoration="underline"
        rounded="sm"
        focusVisibleRing="outside"
      >
        <chakra.cite fontStyle="italic" {...inItsLanguage}>
          {document.title}
        </chakra.cite>
        <chakra.span srOnly> {t("guidance.panel.newTab")}</chakra.span>
      </chakra.a>
      {t("guidance.panel.sectionSeparator")}
      <chakra.span {...inItsLanguage}>{citation.section}</chakra.span>
    </chakra.li>
  );
}

/** A built-in question's guidance, or a field's own for a question it added. */
export function QuestionGuidance({ question }: { question: Question }) {
  // Every hook before the words are waited for: React may take a render that waited up again where
  // it stopped, and WebKit was seen to throw there (React's error 467) on a useId called after it.
  const id = useId();
  const t = useT();
  const { language } = useTranslator();
  useGuidanceMessages();
  if (question.guidance !== undefined)
    return (
      <Panel>
        <PartLabel id={`${id}-own`}>{t("guidance.panel.own")}</PartLabel>
        <chakra.p
          aria-labelledby={`${id}-own`}
          whiteSpace="pre-wrap"
          {...languageOfWords(question.lang, language)}
          dir="auto"
        >
          {question.guidance}
        </chakra.p>
      </Panel>
    );

  const ids = questionGuidanceMessageIds(question.id);
  const citations = QUESTION_CITATIONS[question.id] ?? [];
  return (
    <Panel>
      {isReworded(question) && (
        <chakra.p fontStyle="italic" mb="2">
          {t("guidance.panel.reworded", {
            original: isolated(t(questionMessageId(question.id))),
          })}
        </chakra.p>
      )}
      <PartLabel id={`${id}-asks`}>{t("guidance.panel.asks")}</PartLabel>
      <chakra.p>{t(ids.asks)}</chakra.p>
      <PartLabel id={`${id}-meets`}>{t("guidance.panel.meets")}</PartLabel>
      <Items labelledBy={`${id}-meets`} items={guidanceItems(t(ids.meets))} />
      <PartLabel id={`${id}-ifNot`}>{t("guidance.panel.ifNot")}</PartLabel>
      <Items labelledBy={`${id}-ifNot`} items={guidanceItems(t(ids.ifNot))} />
      {citations.length > 0 && (
        <>
          <PartLabel id={`${id}-sources`}>{t("guidance.panel.sources")}</PartLabel>
          <chakra.ul aria-labelledby={`${id}-sources`} ps="5" m="0" listStyleType="disc">
            {citations.map((citation) => (
              <Source key={`${citation.document} ${citation.section}`} citation={citation} />
            ))}
          </chakra.ul>
        </>
      )}
    </Panel>
  );
}

/** A principle's introduction: what it protects, and why. */
export function PrincipleGuidance({ principleId }: { principleId: string }) {
  useGuidanceMessages();
  const t = useT();
  return (
    <Panel>
      <chakra.p whiteSpace="pre-line">{t(principleIntroMessageId(principleId))}</chakra.p>
    </Panel>
  );
}
