/** A request the real router would refuse: the status it answers and why. */
export class Rejection extends Error {
	constructor(
		readonly status: number,
		message: string,
	) {
		super(message);
	}
}

export const reject = (status: number, message: string): never => {
	throw new Rejection(status, message);
};

/** Asserts a condition about a request, else a 400 (or the given status) naming what is wrong. */
export function demand(condition: unknown, message: string, status = 400): asserts condition {
	if (!condition) reject(status, message);
}
