import { chakra } from "@chakra-ui/react";
import { useMemo } from "react";
import { createInitialChecklist } from "../../data";

/** What the built-in checklist covers, read from the data so that the About page cannot drift. */
export function PrinciplesCovered() {
  const principles = useMemo(() => createInitialChecklist(), []);
  return (
    <chakra.ul pl="5" listStyleType="disc" display="grid" gap="1" color="fg.muted" mt="3">
      {principles.map((principle) => (
        <li key={principle.id}>
          <chakra.strong color="fg">{principle.name}</chakra.strong>
          {": "}
          {principle.subprinciples
            .map(({ name, subItems }) =>
              subItems?.length ? `${name} (${subItems.map((item) => item.name).join(", ")})` : name,
            )
            .join(", ")}
        </li>
      ))}
    </chakra.ul>
  );
}
