// The project an assessment is of: its title, its researchers, the institution, the ethics board's
// reference and a short description, all optional, each bounded. Every report opens with it, and the
// saved file keeps it. Shape and bounds only: the Project part (src/app/checklist/project) edits it.

/** One researcher: a name, and a role on the project ("principal investigator", "student"). */
export interface Researcher {
  readonly name: string;
  readonly role: string;
}

/** Every field as typed; "" (or no researcher) for a field not filled. */
export interface Project {
  readonly title: string;
  readonly researchers: readonly Researcher[];
  readonly institution: string;
  readonly reference: string;
  readonly description: string;
}

/**
 * The longest of each field, in characters (code points), and the most researchers: a title and a
 * reference are a line, a name and a role a few words, a description a paragraph or two. A file
 * past any of them is refused.
 */
export const PROJECT_LIMITS = {
  title: 200,
  researcherName: 100,
  researcherRole: 100,
  researchers: 30,
  institution: 200,
  reference: 100,
  description: 2000,
} as const;

export const EMPTY_PROJECT: Project = {
  title: "",
  researchers: [],
  institution: "",
  reference: "",
  description: "",
};

/** Whether `project` says anything: every field blank (white space alone) and no researcher named. */
export function isProjectEmpty(project: Project | null | undefined): boolean {
  if (!project) return true;
  return (
    project.title.trim() === "" &&
    project.institution.trim() === "" &&
    project.reference.trim() === "" &&
    project.description.trim() === "" &&
    project.researchers.every((r) => r.name.trim() === "" && r.role.trim() === "")
  );
}
