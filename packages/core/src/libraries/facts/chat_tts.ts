import type { LibraryFacts, PackageFacts } from "./types.js";

const CHATTTS: PackageFacts = {
	package: "chattts",
	repository: "2noise/ChatTTS",
	release: "0.2.4",
	commit: "1092c1ffcaa82f4bdef104c35aa5541227c3e1d7",
	names: {
		ChatTTS: { source: "ChatTTS/__init__.py" },
		"ChatTTS.Chat": { source: "ChatTTS/core.py" },
		"ChatTTS.Chat.infer": { source: "ChatTTS/core.py" },
		"ChatTTS.Chat.load": { source: "ChatTTS/core.py", kwargs: ["source", "compile"], returns: "ChatTTS.Chat" },
	},
};

export const CHAT_TTS_FACTS: LibraryFacts = {
	library: "chat_tts",
	packages: [CHATTTS],
	installs: {
		ChatTTS: "setup.py (name=chattts)",
		soundfile: "soundfile",
	},
};
