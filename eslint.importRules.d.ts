// The tables of eslint.importRules.js that the unit tests read (tests/unit/lint/importGraph.test.ts).

export declare const APP_ROOMS: readonly string[];
export declare const CHECKLIST_FEATURES: readonly string[];
export declare function importRules(): object[];
