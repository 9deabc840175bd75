"""Writes a tiny random GPT-2 model (config, safetensors weights, a tokenizer trained here) into a folder.

Usage: python make_tiny_gpt2.py <folder>
A few hundred kB; made at test time, never committed.
"""

import sys

from tokenizers import Tokenizer, models, pre_tokenizers, trainers
from transformers import GPT2Config, GPT2LMHeadModel, PreTrainedTokenizerFast

folder = sys.argv[1]
sentences = [
    "the quick brown fox jumps over the lazy dog",
    "a tiny model made for a test",
    "hello world from modelhub",
] * 10
bpe = Tokenizer(models.BPE(unk_token="<unk>"))
bpe.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
bpe.train_from_iterator(sentences, trainers.BpeTrainer(vocab_size=120, special_tokens=["<unk>", "<|endoftext|>"]))
tokenizer = PreTrainedTokenizerFast(tokenizer_object=bpe, unk_token="<unk>", eos_token="<|endoftext|>", bos_token="<|endoftext|>")
config = GPT2Config(
    vocab_size=tokenizer.vocab_size, n_positions=64, n_embd=16, n_layer=1, n_head=2,
    bos_token_id=tokenizer.bos_token_id, eos_token_id=tokenizer.eos_token_id,
)
model = GPT2LMHeadModel(config)
model.save_pretrained(folder)
tokenizer.save_pretrained(folder)
