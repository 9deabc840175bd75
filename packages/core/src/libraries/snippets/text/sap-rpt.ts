/**
 * sap-rpt-1-oss: a tabular in-context learner with a scikit-learn interface, for classification and regression alike.
 * The estimators download their checkpoint themselves from the gated SAP/sap-rpt-1-oss repository: accept its terms
 * on the Hub and log in first. The snippets do not depend on the record beyond that.
 */
import { py, raw } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { bash, python } from "../common.js";

function example(estimator: string, loader: string): string {
	return py`
		from sklearn.datasets import ${raw(loader)}
		from sklearn.model_selection import train_test_split

		from sap_rpt_oss import ${raw(estimator)}

		X, y = ${raw(loader)}(return_X_y=True, as_frame=True)
		X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.3, random_state=0)

		# fit() trains nothing: the training rows become the context the model reads when predicting.
		# A smaller max_context_size and less bagging lower the GPU memory needed.
		model = ${raw(estimator)}(max_context_size=2048, bagging=1)
		model.fit(X_train, y_train)
		print(model.predict(X_test))
	`;
}

export function sapRpt(_model: ModelRecord): Snippet[] {
	return [
		bash("pip install git+https://github.com/SAP-samples/sap-rpt-1-oss\nhf auth login"),
		python(example("SAP_RPT_OSS_Classifier", "load_wine")),
		python(example("SAP_RPT_OSS_Regressor", "fetch_california_housing")),
	];
}
