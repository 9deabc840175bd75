import type { TaskData } from "../types.js";

export const data: TaskData = {
	summary:
		"Reinforcement learning trains an agent to act in an environment by trial and error, rewarding actions that lead to good outcomes. Models on the hub are mostly trained policies for games, physics simulators and control problems.",
	datasets: [
		{
			id: "edbeeching/decision_transformer_gym_replay",
			description: "Recorded trajectories from simulated robots, for learning a policy offline.",
		},
	],
	models: [
		{
			id: "edbeeching/decision-transformer-gym-hopper-expert",
			description: "A decision transformer that makes a one-legged robot hop forward.",
		},
		{
			id: "HumanCompatibleAI/ppo-seals-CartPole-v0",
			description: "A PPO policy that balances a pole on a moving cart.",
		},
	],
	spaces: [
		{ id: "ThomasSimonini/Huggy", description: "Play fetch with a dog trained by reinforcement learning." },
		{ id: "ThomasSimonini/SnowballFight", description: "Have a snowball fight against a trained agent." },
	],
	metrics: [
		{ id: "mean-reward", description: "Average total reward per episode over many evaluation runs." },
		{
			id: "discounted-return",
			description: "Sum of rewards in an episode, with later rewards weighted down by a discount factor.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "gridworld.svg", label: "Observation" },
			{ type: "text", label: "State", content: "Agent at (1, 3); goal at (4, 0); walls at (2, 1), (2, 2) and (2, 3)." },
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "up", score: 0.71 },
					{ label: "right", score: 0.21 },
					{ label: "down", score: 0.05 },
					{ label: "left", score: 0.03 },
				],
			},
			{ type: "text", label: "Chosen action", content: "up" },
		],
	},
	widgetModels: [],
	youtubeId: "q0BiUn5LiBc",
};
