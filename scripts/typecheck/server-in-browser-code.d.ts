export declare const browserCodeMayNotImportTheServer: never;
