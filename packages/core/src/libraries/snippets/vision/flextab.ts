/** FlexTab (SAP): scikit-learn style tabular in-context learners, a classifier and a regressor. */
import { py } from "../../../code/index.js";
import type { ModelRecord } from "../../../model.js";
import type { Snippet } from "../../../snippet.js";
import { python } from "../common.js";
import { install, pipelineOf } from "./shared.js";

const SETUP = install("pip install git+https://github.com/SAP-samples/flextab");

export function flextab(model: ModelRecord): Snippet[] {
	if (pipelineOf(model) === "tabular-regression") {
		return [
			SETUP,
			python(py`
				from sklearn.datasets import fetch_california_housing
				from sklearn.metrics import r2_score
				from sklearn.model_selection import train_test_split

				from flextab import FlexTabRegressor

				X, y = fetch_california_housing(return_X_y=True)
				X_train, X_test, y_train, y_test = train_test_split(X, y, train_size=2000, test_size=500, random_state=0)

				# No training loop: the training rows are the context the model predicts from.
				# A larger context and more bagging are more accurate; lower them if memory runs out.
				regressor = FlexTabRegressor(max_context_size=8192, bagging=8)
				regressor.fit(X_train, y_train)
				print("R2", r2_score(y_test, regressor.predict(X_test)))
			`),
		];
	}
	return [
		SETUP,
		python(py`
			from sklearn.datasets import load_breast_cancer
			from sklearn.metrics import accuracy_score
			from sklearn.model_selection import train_test_split

			from flextab import FlexTabClassifier

			X, y = load_breast_cancer(return_X_y=True)
			X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.5, random_state=0)

			# No training loop: the training rows are the context the model predicts from.
			# A larger context and more bagging are more accurate; lower them if memory runs out.
			classifier = FlexTabClassifier(max_context_size=8192, bagging=8)
			classifier.fit(X_train, y_train)
			print("Accuracy", accuracy_score(y_test, classifier.predict(X_test)))
			print(classifier.predict_proba(X_test[:5]))  # class probabilities
		`),
	];
}
