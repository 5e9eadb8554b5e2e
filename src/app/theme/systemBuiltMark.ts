/** The User Timing mark set once Chakra's system is built (./system.ts). */
export const SYSTEM_BUILT_MARK = "chakra-system-built";
