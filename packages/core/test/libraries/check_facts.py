"""
Checks snippets against their library's facts (packages/core/src/libraries/facts). Python, with the ast module:
every module imported, every name imported from a library module, every call of a library function, class or method
(followed through the variables it is assigned to) and every keyword argument of such a call must be in the facts;
a module no facts table covers must be one of the UNTRACKED roots (the standard library and a few array and file
libraries), so a snippet cannot bring in a new library unchecked. Shell, with shlex: every word of an install line
(pip, uv pip, npm, git clone) must be in the library's installs, and every other command with its flags in its
commands. JS: every name imported from a package. Reads {"facts": {library: {names, commands, installs}}, "cases":
[{"name", "library", "language", "content"}]} on stdin; writes the problems found as JSON. With "collect": true it
writes every library name and keyword used instead (to write a table from).
"""
import ast
import json
import re
import shlex
import sys

# Modules whose names are not held to a facts table: the standard library, the frameworks (torch, tensorflow,
# keras: their calls in snippets are tensors, devices and dtypes, and keras runs in the executed-snippet suite), and
# array, image, sound and table libraries whose few calls (np.array, Image.open, sf.write, pd.DataFrame) are stable
# across their releases.
UNTRACKED = set(sys.stdlib_module_names) | {
    "torch",
    "tensorflow",
    "keras",
    "numpy",
    "PIL",
    "soundfile",
    "scipy",
    "cv2",
    "pandas",
    "einops",
    "sklearn",
    "matplotlib",
}


def roots_of(table):
    return {name.split(".")[0] for name in table["names"]}


def root_problem(module, roots, node):
    root = module.split(".")[0]
    if root in roots or root in UNTRACKED:
        return None
    return {"line": node.lineno, "message": f"module {root} is in no facts table of this library"}


class Checker(ast.NodeVisitor):
    def __init__(self, table, collect):
        self.names = table["names"]
        self.roots = roots_of(table)
        self.collect = collect
        self.aliases = {}  # local name -> qualified name of a library module, class or function
        self.types = {}  # local variable -> qualified name of the library class it holds an instance of
        self.problems = []
        self.used = {}

    def ours(self, qualified):
        return qualified.split(".")[0] in self.roots

    def need(self, qualified, node, kwargs=()):
        if self.collect:
            self.used.setdefault(qualified, set()).update(kwargs)
            return
        fact = self.names.get(qualified)
        if fact is None:
            self.problems.append({"line": node.lineno, "message": f"{qualified} is not in the facts table"})
            return
        allowed = fact.get("kwargs")
        if allowed == "any":
            return
        for k in kwargs:
            if k not in (allowed or []):
                self.problems.append({"line": node.lineno, "message": f"{qualified} takes no keyword argument {k}"})

    def unknown_root(self, module, node):
        problem = None if self.collect else root_problem(module, self.roots, node)
        if problem:
            self.problems.append(problem)

    def visit_Import(self, node):
        for a in node.names:
            self.unknown_root(a.name, node)
            if self.ours(a.name):
                self.need(a.name, node)
                if a.asname:
                    self.aliases[a.asname] = a.name
                else:
                    self.aliases[a.name.split(".")[0]] = a.name.split(".")[0]

    def visit_ImportFrom(self, node):
        module = node.module or ""
        if not node.level:
            self.unknown_root(module, node)
        if node.level or not self.ours(module):
            return
        self.need(module, node)
        for a in node.names:
            qualified = f"{module}.{a.name}"
            self.need(qualified, node)
            self.aliases[a.asname or a.name] = qualified

    def resolve(self, expr):
        """The qualified name an expression stands for, and whether it is an instance of that class."""
        if isinstance(expr, ast.Name):
            if expr.id in self.types:
                return self.types[expr.id], True
            if expr.id in self.aliases:
                return self.aliases[expr.id], False
            return None, False
        if isinstance(expr, ast.Attribute):
            base, instance = self.resolve(expr.value)
            if base is None:
                return None, False
            return f"{base}.{expr.attr}", False
        return None, False

    def callee(self, call):
        """The qualified name of what a call calls: a function, a class, a method, or an instance's __call__."""
        target, instance = self.resolve(call.func)
        if target is None:
            return None
        return f"{target}.__call__" if instance else target

    def visit_Call(self, node):
        self.generic_visit(node)
        target = self.callee(node)
        if target is not None:
            self.need(target, node, [k.arg for k in node.keywords if k.arg is not None])

    def returns(self, value):
        if isinstance(value, ast.Call):
            target = self.callee(value)
            if target is None:
                return None
            fact = self.names.get(target, {})
            if self.collect:
                return fact.get("returns", target if target.split(".")[-1][:1].isupper() else None)
            return fact.get("returns")
        if isinstance(value, ast.Await):
            return self.returns(value.value)
        return None

    def assign(self, target, kind):
        if isinstance(target, ast.Name):
            self.types.pop(target.id, None)
            self.aliases.pop(target.id, None)
            if isinstance(kind, str):
                self.types[target.id] = kind
        elif isinstance(target, (ast.Tuple, ast.List)):
            kinds = kind if isinstance(kind, list) else [None] * len(target.elts)
            for t, k in zip(target.elts, kinds):
                self.assign(t, k)

    def visit_Assign(self, node):
        self.visit(node.value)
        kind = self.returns(node.value)
        for t in node.targets:
            self.assign(t, kind)

    def visit_With(self, node):
        for item in node.items:
            self.visit(item.context_expr)
            if item.optional_vars is not None:
                self.assign(item.optional_vars, self.returns(item.context_expr))
        for stmt in node.body:
            self.visit(stmt)


# pip options that take a value (the value is not a package)
PIP_VALUE_OPTIONS = {"--no-binary", "--only-binary", "--index-url", "--extra-index-url", "-i", "--find-links", "-f"}
# Shell commands that are not a library's: moving around, fetching a repository or a sample input, setting a variable
SHELL_BUILTINS = {"cd", "export", "mkdir", "echo", "source", "set", "uv", "curl"}


def shell_commands(content):
    """Each simple command of a shell snippet as a list of words (continuations joined, comments dropped)."""
    text = re.sub(r"\\\n", " ", content)
    for line in text.split("\n"):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        try:
            words = shlex.split(line)
        except ValueError:
            yield None, line
            continue
        # A comment starts at a word beginning with #, as in the shell (a # inside a word, as in a pip URL's
        # #subdirectory=, is part of the word; shlex's comments=True would cut it there)
        words = next((words[:i] for i, w in enumerate(words) if w.startswith("#")), words)
        command = []
        for w in words + [";"]:
            if w in ("&&", ";", "||", "|"):
                if command:
                    yield command, line
                command = []
            else:
                command.append(w)


def install_words(words):
    """The package words of an install command (pip, uv pip, npm, git clone), or None when it is not one."""
    if words[:2] == ["uv", "pip"]:
        words = words[1:]
    if words[:2] == ["pip", "install"] or words[:3] == ["python", "-m", "pip"]:
        rest = words[2:] if words[0] == "pip" else words[4:]
        out, skip = [], False
        for i, w in enumerate(rest):
            if skip:
                skip = False
                continue
            if w in PIP_VALUE_OPTIONS:
                skip = True
            elif w in ("-r", "-e", "--requirement", "--editable"):
                out.append(f"{w} {rest[i + 1]}" if i + 1 < len(rest) else w)
                skip = True
            elif not w.startswith("-"):
                out.append(w)
        return out
    if words[:2] in (["npm", "i"], ["npm", "install"]):
        return [w for w in words[2:] if not w.startswith("-")]
    if words[:2] == ["git", "clone"]:
        return [w for w in words[2:] if not w.startswith("-")][:1]  # the URL, after any --recurse-submodules
    return None


def check_shell(case, table):
    out = []
    installs = table.get("installs", {})
    commands = table.get("commands", {})
    for words, line in shell_commands(case["content"]):
        if words is None:
            out.append({"name": case["name"], "message": f"cannot split shell line: {line}"})
            continue
        while words and re.match(r"^[A-Za-z_][A-Za-z0-9_]*=", words[0]):
            words = words[1:]  # VAR=value before a command, or alone
        if not words or words[0] in SHELL_BUILTINS and words[:2] != ["uv", "pip"]:
            continue
        packages = install_words(words)
        if packages is not None:
            for p in packages:
                if p not in installs:
                    out.append({"name": case["name"], "message": f"install word {p} is not in the facts table"})
            continue
        if words[0] == "git":
            continue  # git lfs, git submodule: moving around in a cloned repository
        key = max((k for k in commands if words[: len(k.split())] == k.split()), key=len, default=None)
        if key is None:
            out.append({"name": case["name"], "message": f"command {' '.join(words[:3])} is not in the facts table"})
            continue
        allowed = commands[key]["flags"]
        for w in words[len(key.split()) :]:
            flag = w.split("=")[0]
            if flag.startswith("-") and flag not in allowed:
                out.append({"name": case["name"], "message": f"{key} takes no flag {flag}"})
    return out


JS_IMPORT = re.compile(r"import\s*\{([^}]*)\}\s*from\s*[\"']([^\"']+)[\"']")


def check_js(case, table):
    out = []
    names = table["names"]
    for m in JS_IMPORT.finditer(case["content"]):
        module = m.group(2)
        for name in (n.strip().split(" as ")[0] for n in m.group(1).split(",")):
            if name and f"{module}.{name}" not in names:
                out.append({"name": case["name"], "message": f"{module}.{name} is not in the facts table"})
    return out


def main():
    request = json.load(sys.stdin)
    facts = request["facts"]
    collect = request.get("collect", False)
    out = []
    used = {}
    for case in request["cases"]:
        table = facts.get(case["library"])
        if table is None:
            out.append({"name": case["name"], "message": f"no facts table for {case['library']}"})
            continue
        language = case.get("language", "python")
        if language == "bash":
            out.extend(check_shell(case, table))
            continue
        if language == "js":
            out.extend(check_js(case, table))
            continue
        if language != "python":
            continue
        try:
            tree = ast.parse(case["content"])
        except SyntaxError as e:
            out.append({"name": case["name"], "line": e.lineno, "message": f"SyntaxError: {e.msg}"})
            continue
        checker = Checker(table, collect)
        checker.visit(tree)
        for p in checker.problems:
            out.append({"name": case["name"], **p})
        for k, v in checker.used.items():
            used.setdefault(case["library"], {}).setdefault(k, set()).update(v)
    if collect:
        json.dump({lib: {k: sorted(v) for k, v in sorted(names.items())} for lib, names in used.items()}, sys.stdout, indent=1)
    else:
        json.dump(out, sys.stdout)


main()
