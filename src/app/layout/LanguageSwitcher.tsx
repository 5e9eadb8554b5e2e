// The header's language switcher, at every width: a button that opens a list of the languages, each
// named in itself and a link to the same page in that language. A link, so that it works before the
// script has come and opens in a new tab like any link; within the page it changes the address
// without a reload, once the language's messages have come, so every tick and note stays.

import { Box, Button, chakra } from "@chakra-ui/react";
import { ChevronDown, Languages } from "lucide";
import { useEffect, useId, useRef, useState, type MouseEvent } from "react";
import { LANGUAGES, loadMessages, type Language } from "../../i18n";
import { Icon } from "../icons/Icon";
import { useTranslator } from "../language/TranslatorContext";
import { isPlainClick, useAddressIn, useSwitchLanguage } from "./useSwitchLanguage";

export function LanguageSwitcher() {
  const { language, t } = useTranslator();
  const addressIn = useAddressIn();
  const switchTo = useSwitchLanguage();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent | FocusEvent) => {
      if (event.target instanceof Node && box.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("focusin", closeOutside);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("focusin", closeOutside);
    };
  }, [open]);

  const choose = (target: Language) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A click meant for a new tab or window is the browser's.
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setOpen(false);
    button.current?.focus();
    void switchTo(target);
  };

  return (
    <Box position="relative" ref={box} className="no-print">
      <Button
        ref={button}
        variant="ghost"
        size="sm"
        minH="11"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === "Escape") setOpen(false);
        }}
        focusVisibleRing="outside"
      >
        <Icon icon={Languages} />
        <chakra.span srOnly>{t("language.switcherLabel")}</chakra.span>{" "}
        <span lang={language.code}>{language.name}</span>
        <Icon icon={ChevronDown} />
      </Button>
      <chakra.ul
        id={listId}
        hidden={!open}
        position="absolute"
        insetInlineEnd="0"
        top="100%"
        mt="1"
        zIndex="dropdown"
        minW="56"
        listStyle="none"
        m="0"
        p="1"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        rounded="md"
        shadow="md"
        onKeyDown={(event) => {
          if (event.key !== "Escape") return;
          setOpen(false);
          button.current?.focus();
        }}
      >
        {LANGUAGES.map((target) => {
          const current = target.code === language.code;
          return (
            <li key={target.code}>
              <chakra.a
                href={addressIn(target)}
                lang={target.code}
                hrefLang={target.code}
                dir={target.dir}
                aria-current={current ? "true" : undefined}
                onClick={choose(target)}
                onPointerEnter={() => void loadMessages(target.code).catch(() => undefined)}
                onFocus={() => void loadMessages(target.code).catch(() => undefined)}
                display="flex"
                alignItems="baseline"
                justifyContent="space-between"
                gap="3"
                minH="11"
                px="3"
                py="2"
                rounded="sm"
                color={current ? "teal.fg" : "fg"}
                fontWeight={current ? "semibold" : "normal"}
                textDecoration="none"
                _hover={{ bg: "bg.muted" }}
                focusVisibleRing="inside"
              >
                {target.name}
                {target.draft && (
                  <chakra.span
                    fontSize="xs"
                    color="fg.muted"
                    lang={language.code}
                    dir={language.dir}
                  >
                    {t("language.draftTag")}
                  </chakra.span>
                )}
              </chakra.a>
            </li>
          );
        })}
      </chakra.ul>
    </Box>
  );
}
