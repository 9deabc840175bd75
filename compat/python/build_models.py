"""Builds tiny model repositories with the libraries themselves, for running Modelhub's library snippets for real.

Usage: python build_models.py OUT_DIR [NAME ...]

Each model is written as a repository folder OUT_DIR/<org>/<name>/ holding what the library saves (config, weights,
tokenizer or processor) and a README.md whose front matter says what a Hub card says (library_name, pipeline_tag,
tags, base_model), so that `modelhub import OUT_DIR` derives its record. Weights are random, tokenizers are trained
here on a few sentences, nothing is downloaded; every model is a few hundred kB. Prints one JSON line per model:
{"id", "path", "bytes"}.
"""

import json
import os
import sys
import warnings

warnings.filterwarnings("ignore")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
os.environ.setdefault("KERAS_BACKEND", "jax")

ORG = "tiny"

# The sentences the tokenizers are trained on: the snippets' own sample inputs and a few more, so that they
# tokenize into known pieces.
SENTENCES = [
    "Once upon a time, there was a little robot who loved to read.",
    "I love this movie, it was wonderful!",
    "My name is Sarah and I live in London.",
    "My name is Ada and I live in London. Where does Ada live?",
    "The capital of France is Paris.",
    "The tower is 324 metres tall, about the same height as an 81-storey building, and the tallest structure in Paris.",
    "Today is a sunny day. How old are you?",
    "Give me three facts about the Moon. How many cats are in this picture? Describe this image.",
    "How do bees make honey? Bees turn flower nectar into honey by adding enzymes and evaporating its water.",
    "Honey never spoils when it is stored in a sealed container. Wasps build their nests from chewed wood fibres.",
    "The quick brown fox jumps over the lazy dog. Apple is opening a new office in Berlin next spring.",
    "how do plants turn sunlight into energy? Plants use photosynthesis to turn sunlight into sugar.",
    "Hello, my dog is cooler than you! My order arrived broken and I would like my money back.",
    "user assistant system: the answer is yes, no, maybe; 0 1 2 3 4 5 6 7 8 9.",
]

SMALL = dict(hidden_size=32, num_hidden_layers=2, num_attention_heads=2, intermediate_size=64)


def card(path, library, pipeline=None, tags=(), base_model=None, extra=None):
    lines = ["---", f"library_name: {library}"]
    if pipeline:
        lines.append(f"pipeline_tag: {pipeline}")
    if tags:
        lines.append("tags:")
        lines += [f"- {t}" for t in tags]
    if base_model:
        lines.append(f"base_model: {base_model}")
    lines += extra or []
    lines += ["license: mit", "---", "", f"# {os.path.basename(path)}", "",
              "A tiny model with random weights, built for Modelhub's tests. Its outputs mean nothing.", ""]
    with open(os.path.join(path, "README.md"), "w") as f:
        f.write("\n".join(lines))


def wordpiece_tokenizer():
    """A BERT-style tokenizer ([CLS] … [SEP], [MASK]) trained on SENTENCES."""
    from tokenizers import Tokenizer, decoders, models, normalizers, pre_tokenizers, processors, trainers
    from transformers import PreTrainedTokenizerFast

    special = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]
    tok = Tokenizer(models.WordPiece(unk_token="[UNK]"))
    tok.normalizer = normalizers.BertNormalizer(lowercase=True)
    tok.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    tok.decoder = decoders.WordPiece()
    tok.train_from_iterator(SENTENCES, trainers.WordPieceTrainer(vocab_size=400, special_tokens=special))
    cls, sep = tok.token_to_id("[CLS]"), tok.token_to_id("[SEP]")
    tok.post_processor = processors.TemplateProcessing(
        single="[CLS] $A [SEP]", pair="[CLS] $A [SEP] $B:1 [SEP]:1", special_tokens=[("[CLS]", cls), ("[SEP]", sep)]
    )
    return PreTrainedTokenizerFast(
        tokenizer_object=tok, unk_token="[UNK]", pad_token="[PAD]", cls_token="[CLS]", sep_token="[SEP]",
        mask_token="[MASK]", model_max_length=128,
    )


def bpe_tokenizer(chat_template=None):
    """A byte-level BPE tokenizer (<s> … </s>) trained on SENTENCES, for decoders and encoder-decoders."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, processors, trainers
    from transformers import PreTrainedTokenizerFast

    special = ["<pad>", "<s>", "</s>", "<unk>", "<mask>", "<image>"]
    tok = Tokenizer(models.BPE(unk_token="<unk>"))
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    tok.train_from_iterator(
        SENTENCES,
        trainers.BpeTrainer(vocab_size=500, special_tokens=special,
                            initial_alphabet=pre_tokenizers.ByteLevel.alphabet()),
    )
    tok.post_processor = processors.ByteLevel(trim_offsets=False)
    extra = {"chat_template": chat_template} if chat_template else {}
    return PreTrainedTokenizerFast(
        tokenizer_object=tok, bos_token="<s>", eos_token="</s>", unk_token="<unk>", pad_token="<pad>",
        mask_token="<mask>", model_max_length=128, **extra,
    )


CHAT_TEMPLATE = (
    "{% for message in messages %}<s>{{ message['role'] }}: "
    "{% if message['content'] is string %}{{ message['content'] }}"
    "{% else %}{% for part in message['content'] %}"
    "{% if part['type'] == 'image' %}<image>{% elif part['type'] == 'text' %}{{ part['text'] }}{% endif %}"
    "{% endfor %}{% endif %}</s>{% endfor %}"
    "{% if add_generation_prompt %}<s>assistant:{% endif %}"
)


def save(model, tokenizer, path):
    model.save_pretrained(path)
    if tokenizer is not None:
        tokenizer.save_pretrained(path)


def bert_config(**extra):
    from transformers import BertConfig

    return BertConfig(vocab_size=400, max_position_embeddings=128, **SMALL, **extra)


def llama_config(tokenizer):
    from transformers import LlamaConfig

    return LlamaConfig(
        vocab_size=len(tokenizer), max_position_embeddings=256, num_key_value_heads=1, tie_word_embeddings=True,
        bos_token_id=tokenizer.bos_token_id, eos_token_id=tokenizer.eos_token_id, pad_token_id=tokenizer.pad_token_id,
        **SMALL,
    )


def labels(names):
    return {"id2label": dict(enumerate(names)), "label2id": {n: i for i, n in enumerate(names)}}


# --- transformers -------------------------------------------------------------------------------------------------


def text_classification(path):
    from transformers import BertForSequenceClassification

    save(BertForSequenceClassification(bert_config(**labels(["NEGATIVE", "POSITIVE"]))), wordpiece_tokenizer(), path)
    card(path, "transformers", "text-classification")


def token_classification(path):
    from transformers import BertForTokenClassification

    names = ["O", "B-PER", "I-PER", "B-LOC", "I-LOC"]
    save(BertForTokenClassification(bert_config(**labels(names))), wordpiece_tokenizer(), path)
    card(path, "transformers", "token-classification")


def fill_mask(path):
    from transformers import BertForMaskedLM

    save(BertForMaskedLM(bert_config()), wordpiece_tokenizer(), path)
    card(path, "transformers", "fill-mask")


def question_answering(path):
    from transformers import BertForQuestionAnswering

    save(BertForQuestionAnswering(bert_config()), wordpiece_tokenizer(), path)
    card(path, "transformers", "question-answering")


def feature_extraction(path):
    from transformers import BertModel

    save(BertModel(bert_config()), wordpiece_tokenizer(), path)
    card(path, "transformers", "feature-extraction")


def text_generation(path):
    from transformers import LlamaForCausalLM

    tokenizer = bpe_tokenizer()
    save(LlamaForCausalLM(llama_config(tokenizer)), tokenizer, path)
    card(path, "transformers", "text-generation")


def chat(path):
    from transformers import LlamaForCausalLM

    tokenizer = bpe_tokenizer(CHAT_TEMPLATE)
    save(LlamaForCausalLM(llama_config(tokenizer)), tokenizer, path)
    card(path, "transformers", "text-generation", tags=["conversational"])


def summarization(path):
    from transformers import BartConfig, BartForConditionalGeneration

    tokenizer = bpe_tokenizer()
    config = BartConfig(
        vocab_size=len(tokenizer), d_model=32, encoder_layers=1, decoder_layers=1, encoder_attention_heads=2,
        decoder_attention_heads=2, encoder_ffn_dim=64, decoder_ffn_dim=64, max_position_embeddings=128,
        pad_token_id=tokenizer.pad_token_id, bos_token_id=tokenizer.bos_token_id,
        eos_token_id=tokenizer.eos_token_id, decoder_start_token_id=tokenizer.eos_token_id,
        forced_eos_token_id=tokenizer.eos_token_id,
    )
    model = BartForConditionalGeneration(config)
    # Random weights make this model end every text at once (an empty summary): favour a word so output shows.
    model.final_logits_bias[0, tokenizer.convert_tokens_to_ids("Ġthe")] = 10.0  # " the"
    save(model, tokenizer, path)
    card(path, "transformers", "summarization")


def image_classification(path):
    from transformers import ViTConfig, ViTForImageClassification, ViTImageProcessor

    config = ViTConfig(image_size=32, patch_size=8, **SMALL, **labels(["cat", "dog", "remote control"]))
    save(ViTForImageClassification(config), None, path)
    ViTImageProcessor(size={"height": 32, "width": 32}).save_pretrained(path)
    card(path, "transformers", "image-classification")


def speech_recognition(path):
    from transformers import (Wav2Vec2Config, Wav2Vec2CTCTokenizer, Wav2Vec2FeatureExtractor, Wav2Vec2ForCTC,
                              Wav2Vec2Processor)

    vocab = {"<pad>": 0, "<unk>": 1, "|": 2, **{c: i + 3 for i, c in enumerate("abcdefghijklmnopqrstuvwxyz'")}}
    vocab_file = os.path.join(path, "vocab.json")
    os.makedirs(path, exist_ok=True)
    with open(vocab_file, "w") as f:
        json.dump(vocab, f)
    tokenizer = Wav2Vec2CTCTokenizer(vocab_file, unk_token="<unk>", pad_token="<pad>", word_delimiter_token="|")
    extractor = Wav2Vec2FeatureExtractor(feature_size=1, sampling_rate=16000, padding_value=0.0,
                                         do_normalize=True, return_attention_mask=False)
    config = Wav2Vec2Config(
        vocab_size=len(vocab), **SMALL, conv_dim=(16, 16), conv_stride=(5, 4), conv_kernel=(10, 8),
        num_conv_pos_embeddings=16, num_conv_pos_embedding_groups=2, pad_token_id=0,
    )
    save(Wav2Vec2ForCTC(config), None, path)
    Wav2Vec2Processor(feature_extractor=extractor, tokenizer=tokenizer).save_pretrained(path)
    card(path, "transformers", "automatic-speech-recognition")


def image_text_to_text(path):
    """A LLaVA: a CLIP vision tower (32 px, 8 px patches: 16 image tokens) in front of the chat model."""
    from transformers import (CLIPImageProcessor, CLIPVisionConfig, LlavaConfig, LlavaForConditionalGeneration,
                              LlavaProcessor)

    tokenizer = bpe_tokenizer(CHAT_TEMPLATE)
    vision = CLIPVisionConfig(image_size=32, patch_size=8, projection_dim=32, **SMALL)
    config = LlavaConfig(
        vision_config=vision, text_config=llama_config(tokenizer), image_token_index=tokenizer.convert_tokens_to_ids("<image>"),
        vision_feature_layer=-1, vision_feature_select_strategy="default", image_seq_length=16,
    )
    processor = LlavaProcessor(
        image_processor=CLIPImageProcessor(size={"shortest_edge": 32}, crop_size={"height": 32, "width": 32}),
        tokenizer=tokenizer, patch_size=8, vision_feature_select_strategy="default", num_additional_image_tokens=1,
        chat_template=CHAT_TEMPLATE, image_token="<image>",
    )
    save(LlavaForConditionalGeneration(config), processor, path)
    card(path, "transformers", "image-text-to-text", tags=["conversational"])


# --- sentence-transformers ----------------------------------------------------------------------------------------


def bi_encoder(path):
    from sentence_transformers import SentenceTransformer, models
    from transformers import BertModel

    base = os.path.join(path, "_base")
    save(BertModel(bert_config()), wordpiece_tokenizer(), base)
    word = models.Transformer(base)
    model = SentenceTransformer(modules=[word, models.Pooling(word.get_word_embedding_dimension(), "mean")])
    model.save(path)
    _remove_tree(base)
    card(path, "sentence-transformers", "sentence-similarity", tags=["sentence-transformers"])


def cross_encoder(path):
    from sentence_transformers import CrossEncoder
    from transformers import BertForSequenceClassification

    base = os.path.join(path, "_base")
    save(BertForSequenceClassification(bert_config(num_labels=1)), wordpiece_tokenizer(), base)
    CrossEncoder(base).save(path)
    _remove_tree(base)
    card(path, "sentence-transformers", "text-ranking", tags=["sentence-transformers", "cross-encoder"])


def _remove_tree(path):
    import shutil

    shutil.rmtree(path)


# --- peft ---------------------------------------------------------------------------------------------------------


def lora(path, base_id=f"{ORG}/llama-text-generation"):
    """A LoRA adapter on the text-generation model; its config names that model by its id on the hub."""
    from peft import LoraConfig, get_peft_model
    from transformers import LlamaForCausalLM

    tokenizer = bpe_tokenizer()
    base = LlamaForCausalLM(llama_config(tokenizer))
    config = LoraConfig(r=2, lora_alpha=4, target_modules=["q_proj", "v_proj"], task_type="CAUSAL_LM")
    model = get_peft_model(base, config)
    model.peft_config["default"].base_model_name_or_path = base_id
    model.save_pretrained(path)
    card(path, "peft", "text-generation", base_model=base_id)


# --- keras --------------------------------------------------------------------------------------------------------


def keras_model(path):
    import keras

    model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(8, activation="relu"), keras.layers.Dense(3)])
    model.save(path, zipped=False)
    card(path, "keras")


# --- scikit-learn -------------------------------------------------------------------------------------------------


def sklearn_model(path):
    import joblib
    import numpy as np
    from sklearn.linear_model import LogisticRegression

    rng = np.random.default_rng(0)
    x = rng.normal(size=(30, 4))
    model = LogisticRegression().fit(x, (x[:, 0] > 0).astype(int))
    os.makedirs(path, exist_ok=True)
    joblib.dump(model, os.path.join(path, "model.joblib"))
    with open(os.path.join(path, "config.json"), "w") as f:
        json.dump({"sklearn": {"model": {"file": "model.joblib"}, "model_format": "pickle",
                               "columns": ["a", "b", "c", "d"]}}, f, indent=2)
    card(path, "sklearn", "tabular-classification")


# --- bm25s --------------------------------------------------------------------------------------------------------


def bm25_index(path):
    """A BM25 index of SENTENCES with its corpus, as BM25HF.save_to_hub uploads it."""
    import bm25s
    from bm25s.hf import BM25HF

    retriever = BM25HF()
    retriever.index(bm25s.tokenize(SENTENCES, show_progress=False), show_progress=False)
    retriever.save(path, corpus=SENTENCES, show_progress=False)
    card(path, "bm25s", tags=["bm25", "retrieval"])


# --- spaCy --------------------------------------------------------------------------------------------------------


def spacy_pipeline(path):
    """A blank English pipeline with an entity ruler (no trained weights): the folder spacy-huggingface-hub pushes
    beside the wheel (config.cfg, meta.json, tokenizer, vocab/, entity_ruler/)."""
    import spacy

    nlp = spacy.blank("en")
    ruler = nlp.add_pipe("entity_ruler")
    ruler.add_patterns([{"label": "ORG", "pattern": "Apple"}, {"label": "GPE", "pattern": "Berlin"}])
    nlp.meta["name"] = "spacy_ner"
    nlp.to_disk(path)
    card(path, "spacy", "token-classification", tags=["spacy", "token-classification"])


BUILDERS = {
    "bert-text-classification": text_classification,
    "bert-token-classification": token_classification,
    "bert-fill-mask": fill_mask,
    "bert-question-answering": question_answering,
    "bert-feature-extraction": feature_extraction,
    "llama-text-generation": text_generation,
    "llama-chat": chat,
    "bart-summarization": summarization,
    "vit-image-classification": image_classification,
    "wav2vec2-speech-recognition": speech_recognition,
    "llava-image-text-to-text": image_text_to_text,
    "st-bi-encoder": bi_encoder,
    "st-cross-encoder": cross_encoder,
    "llama-lora": lora,
    "keras-mlp": keras_model,
    "sklearn-logistic-regression": sklearn_model,
    "bm25s-index": bm25_index,
    "spacy-ner": spacy_pipeline,
}


def size_of(path):
    return sum(os.path.getsize(os.path.join(d, f)) for d, _, files in os.walk(path) for f in files)


def main(argv):
    if not argv:
        sys.exit("usage: build_models.py OUT_DIR [NAME ...]")
    out, names = argv[0], argv[1:] or list(BUILDERS)
    unknown = [n for n in names if n not in BUILDERS]
    if unknown:
        sys.exit(f"unknown model: {', '.join(unknown)}")
    import torch

    torch.manual_seed(0)
    for name in names:
        path = os.path.join(out, ORG, name)
        os.makedirs(path, exist_ok=True)
        BUILDERS[name](path)
        print(json.dumps({"id": f"{ORG}/{name}", "path": path, "bytes": size_of(path)}), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
