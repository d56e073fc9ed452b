export declare const chromiumArgs: string[];
export declare const testChromiumArgs: string[];
export declare function findChromium(): string | null;
export declare function ensureChromium(): string;
export declare function ensureFullChromium(): string;
