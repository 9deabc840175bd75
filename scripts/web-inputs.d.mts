export function webInputsDigest(root: string): string;
