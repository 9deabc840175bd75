/**
 * The /try page's second way in: a model id, its config.json and its card. Loaded when that tab is first chosen (the
 * page opens on the record tab), so its code is not in the page's first JavaScript.
 */
export function ConfigInputs({
	id,
	config,
	card,
	onId,
	onConfig,
	onCard,
}: {
	id: string;
	config: string;
	card: string;
	onId: (v: string) => void;
	onConfig: (v: string) => void;
	onCard: (v: string) => void;
}) {
	return (
		<>
			<label>
				Model id
				<input type="text" value={id} onChange={(e) => onId(e.target.value)} />
			</label>
			<label>
				config.json
				<textarea
					value={config}
					onChange={(e) => onConfig(e.target.value)}
					rows={8}
					spellCheck={false}
					placeholder='{"architectures": ["BertForMaskedLM"]}'
				/>
			</label>
			<label>
				Model card (README.md, or just its YAML front matter)
				<textarea
					value={card}
					onChange={(e) => onCard(e.target.value)}
					rows={8}
					spellCheck={false}
					placeholder={"---\nlibrary_name: transformers\npipeline_tag: fill-mask\n---"}
				/>
			</label>
		</>
	);
}
