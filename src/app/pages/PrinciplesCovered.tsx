import { chakra } from "@chakra-ui/react";
import { useMemo } from "react";
import { createChecklist } from "../../data";
import { useT } from "../language/TranslatorContext";

/** What the built-in checklist covers, read from the data so that the About page cannot drift. */
export function PrinciplesCovered() {
  const t = useT();
  const principles = useMemo(() => createChecklist(t), [t]);
  return (
    <chakra.ul ps="5" listStyleType="disc" display="grid" gap="1" color="fg.muted" mt="3">
      {principles.map((principle) => (
        <li key={principle.id}>
          <chakra.strong color="fg">{principle.name}</chakra.strong>
          {t("about.principleColon")}
          {principle.subprinciples
            .map(({ name, subItems }) =>
              subItems?.length
                ? t("about.principleWithSubItems", {
                    name,
                    subItems: subItems.map((item) => item.name).join(t("list.separator")),
                  })
                : name,
            )
            .join(t("list.separator"))}
        </li>
      ))}
    </chakra.ul>
  );
}
