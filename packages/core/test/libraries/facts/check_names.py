"""
Checks Python snippets against a facts table: every module imported, every name imported from a library module,
every call of a library function, class or method (followed through the variables it is assigned to) and every
keyword argument of such a call must be in the table. Reads {"facts": {...}, "cases": [{"name", "library",
"content"}]} on stdin; writes the problems found as JSON. Names outside the table's libraries (the standard
library, torch, numpy, ...) are not checked. With "collect": true it writes every library name and keyword used
instead (to write a table from).
"""
import ast
import json
import sys


def roots_of(table):
    return {name.split(".")[0] for name in table["names"]}


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

    def visit_Import(self, node):
        for a in node.names:
            if self.ours(a.name):
                self.need(a.name, node)
                if a.asname:
                    self.aliases[a.asname] = a.name
                else:
                    self.aliases[a.name.split(".")[0]] = a.name.split(".")[0]

    def visit_ImportFrom(self, node):
        module = node.module or ""
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
