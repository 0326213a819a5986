/** Why a scan names nothing the app can open; each has its text `scan.errors.<problem>`. */
export const SCAN_PROBLEMS = ['unknown', 'otherCompany', 'revoked', 'ambiguous', 'unknownOffline', 'failed'] as const;
export type ScanProblem = (typeof SCAN_PROBLEMS)[number];

/** What can keep the camera from showing; each has `scan.camera.<problem>.title` and `.body`. */
export const CAMERA_PROBLEMS = ['refused', 'absent', 'failed'] as const;
export type CameraProblem = (typeof CAMERA_PROBLEMS)[number];
