// The types a report's request is made of, for the report room and the features that ask for a
// report. The export's are named through import(): the app loads src/export only with import().

export type { Assessment } from "../../../data";
export type { LanguageCode } from "../../../i18n";
export type { Comparison, RecordedPhase } from "../../../record";

export type ReportRequest = import("../../../export").ReportRequest;
export type ReportOf = import("../../../export").ReportOf;
export type ChangesSince = import("../../../export").ChangesSince;
