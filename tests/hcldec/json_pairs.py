#!/usr/bin/env python3
"""Generates the jpair_* and jonly_* cases of the hcldec corpus.

Each *pair* is one spec plus one configuration written twice: in native
syntax (cases/jpair_<name>_hcl/input.hcl) and in JSON syntax
(cases/jpair_<name>_json/input.json); both dirs get the same spec.hcldec,
args and extra files. The JSON-only cases (cases/jonly_<name>) cover what
only the JSON syntax has: "//" comments, label nesting, arrays of block
bodies, JSON syntax errors, positions of template errors inside JSON
strings, and so on.

The script deletes and rewrites every jpair_*/jonly_* dir, records the
expectations with the reference hcldec through regenerate.sh (5 runs each,
unstable cases are reported), then checks that both members of every pair
gave byte-identical stdout and the same exit status (ERROR_PAIRS: the same
exit status only, as diagnostics quote their own source). It exits 1 when a
case is unstable or a pair differs.

    usage: json_pairs.py [--write-only] [--runs N] [REFERENCE_HCLDEC]
"""

import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, "cases")
REFERENCE = os.path.expanduser("~/.cache/hcl-reference/bin/hcldec")

PAIRS = []  # (name, spec, hcl, json, args, files): same stdout and status
ERROR_PAIRS = []  # same shape: both fail with the same status
JSON_ONLY = []  # (name, spec, inputs, args, files)


def _inputs(src, ext):
    """A single input text becomes input.<ext>; a dict maps file -> text."""
    if isinstance(src, dict):
        return dict(src)
    return {"input." + ext: src}


def pair(name, spec, hcl, json, args=(), files=None):
    PAIRS.append((name, spec, _inputs(hcl, "hcl"), _inputs(json, "json"),
                  list(args), files or {}))


def error_pair(name, spec, hcl, json, args=(), files=None):
    ERROR_PAIRS.append((name, spec, _inputs(hcl, "hcl"), _inputs(json, "json"),
                        list(args), files or {}))


def jonly(name, spec, json, args=(), files=None, inputs=None):
    ins = _inputs(json, "json") if json is not None else {}
    ins.update(inputs or {})
    JSON_ONLY.append((name, spec, ins, list(args), files or {}))


def obj(**attrs):
    """An object spec with one attr per keyword; the value is its type
    expression ("" for none, "!" suffix for required = true)."""
    lines = ["object {"]
    for name, ty in attrs.items():
        required = ty.endswith("!")
        ty = ty.rstrip("!")
        if not ty and not required:
            lines.append('  attr "%s" {}' % name)
            continue
        lines.append('  attr "%s" {' % name)
        if ty:
            lines.append("    type = %s" % ty)
        if required:
            lines.append("    required = true")
        lines.append("  }")
    lines.append("}")
    return "\n".join(lines)


# Spec variables: their presence gives a non-nil evaluation context, so JSON
# strings are templates (without any, JSON strings are literal).
VARS = """\
variables {
  name = "world"
  n    = 3
  xs   = [1, 2, 3]
  m    = { a = 1, b = 2 }
  flag = true
  objs = [{ n = 1 }, { n = 2 }]
  k    = "key"
}
"""


def with_vars(spec):
    return VARS + spec


# ---------------------------------------------------------------------------
# Pairs: attr and its type expressions, conversions, literals
# ---------------------------------------------------------------------------

pair("attr_string", obj(a="string"), 'a = "hello"', '{"a": "hello"}')
pair("attr_number", obj(a="number"), "a = 42.5", '{"a": 42.5}')
pair("attr_bool", obj(a="bool", b="bool"), "a = true\nb = false",
     '{"a": true, "b": false}')
pair("attr_any_tuple", obj(a=""), 'a = [1, "two", true, null, [3]]',
     '{"a": [1, "two", true, null, [3]]}')
pair("attr_any_object", obj(a=""), 'a = { x = 1, y = { z = "deep" } }',
     '{"a": {"x": 1, "y": {"z": "deep"}}}')
pair("attr_type_any", obj(a="any"), "a = { k = [1, 2] }",
     '{"a": {"k": [1, 2]}}')
pair("attr_list_string", obj(a="list(string)"), 'a = ["x", "y"]',
     '{"a": ["x", "y"]}')
pair("attr_set_string", obj(a="set(string)"), 'a = ["b", "a", "b"]',
     '{"a": ["b", "a", "b"]}')
pair("attr_set_number", obj(a="set(number)"), "a = [3, 1, 2, 1]",
     '{"a": [3, 1, 2, 1]}')
pair("attr_map_number", obj(a="map(number)"), "a = { one = 1, two = 2 }",
     '{"a": {"one": 1, "two": 2}}')
pair("attr_object_type", obj(a="object({ name = string, port = number })"),
     'a = { name = "web", port = "80" }',
     '{"a": {"name": "web", "port": "80"}}')
pair("attr_tuple_type", obj(a="tuple([string, number, bool])"),
     'a = [1, "2", "true"]', '{"a": [1, "2", "true"]}')
pair("attr_list_of_objects", obj(a="list(object({ n = number }))"),
     'a = [{ n = 1 }, { n = "2" }]', '{"a": [{"n": 1}, {"n": "2"}]}')
pair("attr_map_of_lists", obj(a="map(list(string))"),
     'a = { x = ["1", 2], y = [] }', '{"a": {"x": ["1", 2], "y": []}}')
pair("attr_list_of_lists", obj(a="list(list(number))"),
     "a = [[1, 2], [3], []]", '{"a": [[1, 2], [3], []]}')
pair("attr_list_any_unify", obj(a="list(any)"), 'a = ["a", 1, true]',
     '{"a": ["a", 1, true]}')
pair("attr_map_any_unify", obj(a="map(any)"), 'a = { p = 1, q = "x" }',
     '{"a": {"p": 1, "q": "x"}}')
pair("attr_required_present", obj(a="string!", b=""), 'a = "here"',
     '{"a": "here"}')
pair("attr_null", obj(a="string", b=""), "a = null\nb = 1",
     '{"a": null, "b": 1}')
pair("attr_null_keep_nulls", obj(a="string", b="", c="number"),
     "a = null\nb = [null]", '{"a": null, "b": [null]}',
     args=["--keep-nulls"])
pair("attr_name_override", '''\
object {
  attr "label" {
    name = "real"
    type = string
  }
}''', 'real = "v"', '{"real": "v"}')
pair("attr_empty_collections", obj(a="", b="", c="list(string)"),
     "a = []\nb = {}\nc = []", '{"a": [], "b": {}, "c": []}')
pair("attr_html_escape", obj(a="string"), 'a = "<a href=\\"x\\">&</a>"',
     r'{"a": "<a href=\"x\">&</a>"}')
pair("attr_unicode", obj(a="string", b="string"),
     'a = "h\u00e9llo \u2603"\nb = "\\u00e9\\U0001F600"',
     r'{"a": "h\u00e9llo \u2603", "b": "\u00e9\ud83d\ude00"}')
pair("attr_string_escapes", obj(a="string"),
     r'a = "tab\there \"q\" back\\slash nl\n"',
     r'{"a": "tab\there \"q\" back\\slash nl\n"}')
pair("attr_with_type", obj(a="", b="", c="list(number)"),
     'a = [1, "x"]\nb = { k = true }\nc = [1]',
     '{"a": [1, "x"], "b": {"k": true}, "c": [1]}', args=["--with-type"])
pair("conv_number_to_string", obj(a="string", b="string"),
     "a = 42\nb = true", '{"a": 42, "b": true}')
pair("conv_string_to_number", obj(a="number", b="number"),
     'a = "3.25"\nb = "-1e3"', '{"a": "3.25", "b": "-1e3"}')
pair("conv_string_to_bool", obj(a="bool", b="bool"),
     'a = "false"\nb = "true"', '{"a": "false", "b": "true"}')
pair("conv_tuple_to_set_dedup", obj(a="set(string)"), 'a = [1, "1", true]',
     '{"a": [1, "1", true]}')
pair("conv_object_to_map", obj(a="map(string)"), "a = { p = 1, q = true }",
     '{"a": {"p": 1, "q": true}}')
pair("conv_strings_to_list_number", obj(a="list(number)"),
     'a = ["1", "2.5"]', '{"a": ["1", "2.5"]}')
pair("conv_string_number_forms", obj(a="list(number)"),
     'a = ["+5", ".5", "5.", "-0", "00012", "1E2"]',
     '{"a": ["+5", ".5", "5.", "-0", "00012", "1E2"]}')
pair("num_precision", obj(a="number"),
     "a = 3.14159265358979323846264338327950288419716939937510582097494",
     '{"a": 3.14159265358979323846264338327950288419716939937510582097494}')
pair("num_big_integer", obj(a="number", b=""),
     "a = 123456789012345678901234567890123\nb = 99999999999999999999",
     '{"a": 123456789012345678901234567890123, "b": 99999999999999999999}')
pair("num_exponent", obj(a="number", b="number", c=""),
     "a = 1.5e30\nb = 2E-5\nc = 1e+2",
     '{"a": 1.5e30, "b": 2E-5, "c": 1e+2}')
pair("num_negative", obj(a="number", b=""), "a = -17.25\nb = -0.5",
     '{"a": -17.25, "b": -0.5}')
pair("num_normalize", obj(a="", b="", c=""), "a = 1.500\nb = 100e-2\nc = 0.0",
     '{"a": 1.500, "b": 100e-2, "c": 0.0}')

# ---------------------------------------------------------------------------
# Pairs: object, array, literal, default, transform
# ---------------------------------------------------------------------------

pair("object_nested", '''\
object {
  object "inner" {
    attr "a" {}
  }
  attr "b" {}
}''', 'a = 1\nb = "two"', '{"a": 1, "b": "two"}')
pair("object_empty_input", obj(a="", b="number"), "", "{}")
pair("array_spec", '''\
array {
  attr {
    name = "a"
  }
  attr {
    name = "b"
    type = number
  }
}''', 'a = "x"\nb = "5"', '{"a": "x", "b": "5"}')
pair("array_with_block", '''\
array {
  attr {
    name = "a"
  }
  block {
    block_type = "b"
    object {
      attr "c" {}
    }
  }
}''', "a = 1\nb {\n  c = 2\n}", '{"a": 1, "b": {"c": 2}}')
pair("literal_in_object", '''\
object {
  attr "a" {}
  literal "lit" {
    value = { fixed = [1, "x"] }
  }
}''', "a = 1", '{"a": 1}')
pair("literal_root", 'literal {\n  value = "constant"\n}', "", "{}")
DEFAULT_SPEC = '''\
object {
  default "v" {
    attr {
      name = "a"
      type = number
    }
    literal {
      value = 7
    }
  }
}'''
pair("default_primary", DEFAULT_SPEC, 'a = "1"', '{"a": "1"}')
pair("default_fallback", DEFAULT_SPEC, "", "{}")
pair("default_null_primary", DEFAULT_SPEC, "a = null", '{"a": null}')
pair("default_block_primary", '''\
object {
  default "v" {
    block {
      block_type = "b"
      attr {
        name = "x"
      }
    }
    attr {
      name = "x"
    }
  }
}''', 'b {\n  x = "in block"\n}', '{"b": {"x": "in block"}}')
pair("transform_multiply", '''\
object {
  transform "t" {
    attr {
      name = "n"
      type = number
    }
    result = nested * 2
  }
}''', "n = 21", '{"n": 21}')
pair("transform_upper", '''\
object {
  transform "t" {
    attr {
      name = "s"
      type = string
    }
    result = upper(nested)
  }
}''', 's = "shout"', '{"s": "shout"}')
pair("transform_block_list_length", '''\
object {
  transform "count" {
    block_list {
      block_type = "b"
      attr {
        name = "x"
      }
    }
    result = length(nested)
  }
}''', "b {\n  x = 1\n}\nb {\n  x = 2\n}\nb {\n  x = 3\n}",
     '{"b": [{"x": 1}, {"x": 2}, {"x": 3}]}')
pair("transform_for", '''\
object {
  transform "t" {
    attr {
      name = "xs"
      type = list(number)
    }
    result = { for i, v in nested : "k${i}" => v * 10 }
  }
}''', "xs = [1, 2]", '{"xs": [1, 2]}')

# ---------------------------------------------------------------------------
# Pairs: block, block_list, block_set, block_map
# ---------------------------------------------------------------------------

BLOCK_SPEC = '''\
object {
  block "b" {
    object {
      attr "x" {}
      attr "y" {
        type = number
      }
    }
  }
}'''
pair("block_object", BLOCK_SPEC, 'b {\n  x = "a"\n  y = "2"\n}',
     '{"b": {"x": "a", "y": "2"}}')
pair("block_absent", BLOCK_SPEC, "", "{}")
pair("block_empty_body", BLOCK_SPEC, "b {}", '{"b": {}}')
pair("block_required_present", '''\
object {
  block "b" {
    required = true
    attr {
      name = "x"
    }
  }
}''', "b {\n  x = 1\n}", '{"b": {"x": 1}}')
pair("block_nested", '''\
object {
  block "outer" {
    block {
      block_type = "inner"
      block {
        block_type = "innermost"
        attr {
          name = "v"
        }
      }
    }
  }
}''', 'outer {\n  inner {\n    innermost {\n      v = "deep"\n    }\n  }\n}',
     '{"outer": {"inner": {"innermost": {"v": "deep"}}}}')
pair("block_attrs_and_blocks", '''\
object {
  block "svc" {
    object {
      attr "name" {}
      block_list "rule" {
        object {
          attr "port" {
            type = number
          }
        }
      }
    }
  }
}''', 'svc {\n  name = "web"\n  rule {\n    port = 80\n  }\n  rule {\n    port = 443\n  }\n}',
     '{"svc": {"name": "web", "rule": [{"port": 80}, {"port": 443}]}}')
BLOCK_LIST_SPEC = '''\
object {
  block_list "b" {
    attr {
      name = "x"
    }
  }
}'''
pair("block_list_two", BLOCK_LIST_SPEC, 'b {\n  x = 1\n}\nb {\n  x = "two"\n}',
     '{"b": [{"x": 1}, {"x": "two"}]}')
pair("block_list_single", BLOCK_LIST_SPEC, "b {\n  x = 1\n}",
     '{"b": {"x": 1}}')
pair("block_list_empty", BLOCK_LIST_SPEC, "", '{"b": []}')
pair("block_list_repeated_property", BLOCK_LIST_SPEC,
     "b {\n  x = 1\n}\nb {\n  x = 2\n}\nb {\n  x = 3\n}",
     '{"b": {"x": 1}, "b": [{"x": 2}, {"x": 3}]}')
pair("block_list_min_max_ok", '''\
object {
  block_list "b" {
    min_items = 1
    max_items = 2
    attr {
      name = "x"
      type = string
    }
  }
}''', "b {\n  x = 1\n}\nb {\n  x = 2\n}", '{"b": [{"x": 1}, {"x": 2}]}')
pair("block_list_of_objects", '''\
object {
  block_list "b" {
    object {
      attr "x" {}
      attr "y" {
        type = number
      }
    }
  }
}''', 'b {\n  x = "p"\n  y = 1\n}\nb {\n  x = "q"\n}',
     '{"b": [{"x": "p", "y": 1}, {"x": "q"}]}')
pair("block_set_dedup", '''\
object {
  block_set "b" {
    attr {
      name = "x"
      type = string
    }
  }
}''', 'b {\n  x = "b"\n}\nb {\n  x = "a"\n}\nb {\n  x = "b"\n}',
     '{"b": [{"x": "b"}, {"x": "a"}, {"x": "b"}]}')
pair("block_set_numbers", '''\
object {
  block_set "b" {
    attr {
      name = "n"
      type = number
    }
  }
}''', "b {\n  n = 10\n}\nb {\n  n = 2\n}", '{"b": [{"n": 10}, {"n": 2}]}')
BLOCK_MAP_1 = '''\
object {
  block_map "svc" {
    labels = ["name"]
    attr {
      name = "port"
      type = number
    }
  }
}'''
pair("block_map_one_label", BLOCK_MAP_1,
     'svc "web" {\n  port = 80\n}\nsvc "db" {\n  port = "5432"\n}',
     '{"svc": {"web": {"port": 80}, "db": {"port": "5432"}}}')
pair("block_map_label_array", BLOCK_MAP_1,
     'svc "web" {\n  port = 80\n}\nsvc "db" {\n  port = 5432\n}',
     '{"svc": [{"web": {"port": 80}}, {"db": {"port": 5432}}]}')
pair("block_map_absent", BLOCK_MAP_1, "", "{}")
BLOCK_MAP_2 = '''\
object {
  block_map "svc" {
    labels = ["kind", "name"]
    object {
      attr "port" {
        type = number
      }
    }
  }
}'''
pair("block_map_two_labels", BLOCK_MAP_2,
     'svc "http" "web" {\n  port = 80\n}\nsvc "http" "api" {\n  port = 8080\n}\n'
     'svc "tcp" "db" {\n  port = 5432\n}',
     '{"svc": {"http": {"web": {"port": 80}, "api": {"port": 8080}}, '
     '"tcp": {"db": {"port": 5432}}}}')
pair("block_map_two_labels_repeated_key", BLOCK_MAP_2,
     'svc "http" "web" {\n  port = 80\n}\nsvc "http" "api" {\n  port = 8080\n}',
     '{"svc": {"http": {"web": {"port": 80}}, "http": {"api": {"port": 8080}}}}')
pair("block_map_with_block_list", '''\
object {
  block_map "group" {
    labels = ["name"]
    block_list {
      block_type = "item"
      attr {
        name = "v"
        type = number
      }
    }
  }
}''', 'group "g1" {\n  item {\n    v = 1\n  }\n  item {\n    v = 2\n  }\n}\ngroup "g2" {}',
     '{"group": {"g1": {"item": [{"v": 1}, {"v": 2}]}, "g2": {}}}')
pair("block_list_with_block_map", '''\
object {
  block_list "g" {
    block_map {
      block_type = "item"
      labels     = ["n"]
      attr {
        name = "v"
        type = number
      }
    }
  }
}''', 'g {\n  item "a" {\n    v = 1\n  }\n}\ng {\n  item "b" {\n    v = 2\n  }\n}',
     '{"g": [{"item": {"a": {"v": 1}}}, {"item": {"b": {"v": 2}}}]}')

# ---------------------------------------------------------------------------
# Pairs: expressions (the spec's variables give an evaluation context)
# ---------------------------------------------------------------------------

V1 = with_vars(obj(a=""))
pair("tmpl_interp", V1, 'a = "hello, ${name}!"', '{"a": "hello, ${name}!"}')
pair("tmpl_unwrap_number", V1, 'a = "${n + 1}"', '{"a": "${n + 1}"}')
pair("tmpl_unwrap_object", V1, 'a = "${m}"', '{"a": "${m}"}')
pair("tmpl_not_unwrapped_with_spaces", V1, 'a = "  ${n}  "',
     '{"a": "  ${n}  "}')
pair("tmpl_strip_single_interp", V1, 'a = " ${~ n ~} "', '{"a": " ${~ n ~} "}')
pair("tmpl_for_objects", V1, 'a = "%{ for o in objs }${o.n * 10},%{ endfor }"',
     '{"a": "%{ for o in objs }${o.n * 10},%{ endfor }"}')
pair("tmpl_in_list_elements", V1, 'a = ["a-${name}", "${n}", "plain"]',
     '{"a": ["a-${name}", "${n}", "plain"]}')
pair("tmpl_if", V1, 'a = "%{ if flag }yes%{ else }no%{ endif }"',
     '{"a": "%{ if flag }yes%{ else }no%{ endif }"}')
pair("tmpl_for", V1, 'a = "%{ for i, x in xs }${i}=${x};%{ endfor }"',
     '{"a": "%{ for i, x in xs }${i}=${x};%{ endfor }"}')
pair("tmpl_strip", V1, 'a = "<  %{~ for x in xs ~}  ${x}  %{~ endfor ~}  >"',
     '{"a": "<  %{~ for x in xs ~}  ${x}  %{~ endfor ~}  >"}')
pair("tmpl_escapes", V1, 'a = "$${name} and %%{ if }"',
     '{"a": "$${name} and %%{ if }"}')
pair("tmpl_nested_quotes", V1, 'a = "${"inner ${name}"}!"',
     r'{"a": "${\"inner ${name}\"}!"}')
pair("tmpl_literal_without_context", obj(a="", b=""),
     'a = "a$${b}"\nb = "%%{ if x }"', '{"a": "a${b}", "b": "%{ if x }"}')
pair("tmpl_convert_to_number", with_vars(obj(a="number")), 'a = "${n}0"',
     '{"a": "${n}0"}')
pair("tmpl_heredoc", V1, 'a = <<EOT\nline one\n${name}\nEOT',
     r'{"a": "line one\n${name}\n"}')
pair("tmpl_heredoc_indented", V1, 'a = <<-EOT\n    x\n      ${n}\n    EOT',
     r'{"a": "x\n  ${n}\n"}')
pair("expr_conditional", with_vars(obj(a="", b="")),
     'a = flag ? "on" : "off"\nb = n > 5 ? 1 : "small"',
     r'{"a": "${flag ? \"on\" : \"off\"}", "b": "${n > 5 ? 1 : \"small\"}"}')
pair("expr_conditional_null", with_vars(obj(a="", b="")),
     "a = flag ? null : 1\nb = 2", '{"a": "${flag ? null : 1}", "b": 2}')
pair("expr_for_list", V1, "a = [for x in xs : x * 2]",
     '{"a": "${[for x in xs : x * 2]}"}')
pair("expr_for_object", V1, "a = { for k, v in m : k => v + 1 }",
     '{"a": "${{ for k, v in m : k => v + 1 }}"}')
pair("expr_for_if", V1, "a = [for x in xs : x if x > 1]",
     '{"a": "${[for x in xs : x if x > 1]}"}')
pair("expr_for_group", V1, 'a = { for o in objs : "all" => o.n... }',
     r'{"a": "${{ for o in objs : \"all\" => o.n... }}"}')
pair("expr_splat", with_vars(obj(a="", b="")), "a = objs[*].n\nb = objs.*.n",
     '{"a": "${objs[*].n}", "b": "${objs.*.n}"}')
pair("expr_index_attr", V1, 'a = m.a + xs[2] + m["b"] + objs[1].n',
     '{"a": "${m.a + xs[2] + m[\\"b\\"] + objs[1].n}"}')
pair("expr_arith", V1, "a = 1 + 2 * 3 - 10 / 4 % 3",
     '{"a": "${1 + 2 * 3 - 10 / 4 % 3}"}')
pair("expr_logic", with_vars(obj(a="", b="")),
     'a = n > 2 && !false || n == 0\nb = name != "world"',
     r'{"a": "${n > 2 && !false || n == 0}", "b": "${name != \"world\"}"}')
pair("expr_variable_whole", with_vars(obj(a="", b="")), "a = m\nb = objs",
     '{"a": "${m}", "b": "${objs}"}')
pair("expr_tuple_elements", V1, "a = [n, name, flag, [xs[0]]]",
     '{"a": ["${n}", "${name}", "${flag}", ["${xs[0]}"]]}')
pair("expr_object_values", V1, 'a = { x = n * 2, y = "${name}", z = [k] }',
     '{"a": {"x": "${n * 2}", "y": "${name}", "z": ["${k}"]}}')
pair("expr_object_keys", V1, 'a = { (name) = 1, "${k}x" = 2, plain = 3 }',
     '{"a": {"${name}": 1, "${k}x": 2, "plain": 3}}')
pair("expr_unary_and_parens", V1, "a = -(n + 1) * (2 - xs[0])",
     '{"a": "${-(n + 1) * (2 - xs[0])}"}')
FUNCS = '''\
function "double" {
  params = [n]
  result = n * 2
}
function "greet" {
  params         = [greeting]
  variadic_param = names
  result         = "${greeting}, ${length(names)}: ${upper(names[0])}"
}
'''
pair("func_user", FUNCS + obj(a=""), "a = double(21)",
     '{"a": "${double(21)}"}')
pair("func_variadic", FUNCS + obj(a=""), 'a = greet("hi", "x", "y")',
     r'{"a": "${greet(\"hi\", \"x\", \"y\")}"}')
pair("func_in_template", with_vars(FUNCS + obj(a="")),
     'a = "twice ${n} is ${double(n)}"', '{"a": "twice ${n} is ${double(n)}"}')
pair("func_expand_args", with_vars(FUNCS + obj(a="")),
     'a = greet("yo", [name, k]...)', r'{"a": "${greet(\"yo\", [name, k]...)}"}')
pair("func_in_nested_block", FUNCS + '''\
object {
  block_list "b" {
    attr {
      name = "v"
    }
  }
}''', "b {\n  v = double(1)\n}\nb {\n  v = double(2)\n}",
     '{"b": [{"v": "${double(1)}"}, {"v": "${double(2)}"}]}')
pair("vars_cli_literal", obj(a=""), 'a = "hi ${who} #${num}"',
     '{"a": "hi ${who} #${num}"}', args=['--vars={"who": "cli", "num": 7}'])
pair("vars_cli_override_spec", with_vars(obj(a="")), 'a = "${name}/${k}"',
     '{"a": "${name}/${k}"}', args=['--vars={"name": "cli"}'])
pair("vars_file_json", obj(a="", b=""), 'a = "${greeting}"\nb = list[1]',
     '{"a": "${greeting}", "b": "${list[1]}"}', args=["-V", "vars.json"],
     files={"vars.json": '{"greeting": "hey", "list": ["p", "q"]}'})
pair("vars_file_hcl", obj(a=""), 'a = "${who}-${nums[0]}"',
     '{"a": "${who}-${nums[0]}"}', args=["--vars=vars.hcl"],
     files={"vars.hcl": 'who  = "file"\nnums = [5]'})
pair("multi_file", '''\
object {
  attr "a" {}
  attr "b" {}
  block_list "blk" {
    attr {
      name = "v"
    }
  }
}''', {"input1.hcl": 'a = "one"\nblk {\n  v = 1\n}',
       "input2.hcl": 'b = "two"\nblk {\n  v = 2\n}'},
     {"input1.json": '{"a": "one", "blk": {"v": 1}}',
      "input2.json": '{"b": "two", "blk": [{"v": 2}]}'})

# ---------------------------------------------------------------------------
# Error pairs: both members fail with the same exit status; the diagnostics
# quote different source text, so only the status is compared.
# ---------------------------------------------------------------------------

error_pair("err_required_missing", obj(a="string!"), "", "{}")
error_pair("err_wrong_type", obj(a="number"), 'a = "abc"', '{"a": "abc"}')
error_pair("err_unsupported_argument", obj(a=""), "a = 1\nz = 2",
           '{"a": 1, "z": 2}')
error_pair("err_duplicate_argument", obj(a=""), "a = 1\na = 2",
           '{"a": 1, "a": 2}')
error_pair("err_block_required_missing", '''\
object {
  block "b" {
    required = true
    attr {
      name = "x"
    }
  }
}''', "", "{}")
error_pair("err_block_duplicate", BLOCK_SPEC, "b {}\nb {}", '{"b": [{}, {}]}')
error_pair("err_block_list_min_items", '''\
object {
  block_list "b" {
    min_items = 2
    attr {
      name = "x"
    }
  }
}''', "b {\n  x = 1\n}", '{"b": {"x": 1}}')
error_pair("err_block_list_max_items", '''\
object {
  block_list "b" {
    max_items = 1
    attr {
      name = "x"
    }
  }
}''', "b {\n  x = 1\n}\nb {\n  x = 2\n}", '{"b": [{"x": 1}, {"x": 2}]}')
error_pair("err_block_map_missing_label", BLOCK_MAP_2,
           'svc "http" {\n  port = 80\n}', '{"svc": {"http": {"port": 80}}}')
error_pair("err_conv_list_number", obj(a="list(number)"), 'a = ["x"]',
           '{"a": ["x"]}')
error_pair("err_conv_object_missing_attr",
           obj(a="object({ p = string, q = string })"), 'a = { p = "x" }',
           '{"a": {"p": "x"}}')
error_pair("err_conv_string_not_number", obj(a="number"), 'a = "0x10"',
           '{"a": "0x10"}')
error_pair("err_conv_string_inf", obj(a="number"), 'a = "Inf"', '{"a": "Inf"}')
error_pair("err_unknown_variable", V1, 'a = "${nope}"', '{"a": "${nope}"}')
error_pair("err_function_calls_not_allowed", with_vars(obj(a="")),
           "a = double(1)", '{"a": "${double(1)}"}')
error_pair("err_unknown_function", FUNCS + obj(a=""), "a = nope(1)",
           '{"a": "${nope(1)}"}')
error_pair("err_function_arg_count", FUNCS + obj(a=""), "a = double(1, 2)",
           '{"a": "${double(1, 2)}"}')
error_pair("err_function_result", FUNCS + obj(a=""), 'a = double("x")',
           r'{"a": "${double(\"x\")}"}')
error_pair("err_infinity", with_vars(obj(a="")), "a = 1 / 0",
           '{"a": "${1 / 0}"}')
error_pair("err_condition_not_bool", V1, 'a = name ? 1 : 2',
           '{"a": "${name ? 1 : 2}"}')
error_pair("err_for_not_iterable", V1, "a = [for x in n : x]",
           '{"a": "${[for x in n : x]}"}')
error_pair("err_template_list_interp", V1, 'a = "xs: ${xs}"',
           '{"a": "xs: ${xs}"}')
error_pair("err_attr_of_number", V1, "a = n.foo", '{"a": "${n.foo}"}')
error_pair("err_index_out_of_range", V1, "a = xs[5]", '{"a": "${xs[5]}"}')
error_pair("err_transform_result", '''\
object {
  transform "t" {
    attr {
      name = "s"
    }
    result = nested + 1
  }
}''', 's = "x"', '{"s": "x"}')
error_pair("err_vars_file_unknown_var", obj(a=""), 'a = "${missing}"',
           '{"a": "${missing}"}', args=["-V", "vars.json"],
           files={"vars.json": '{"present": 1}'})

# ---------------------------------------------------------------------------
# JSON-only cases
# ---------------------------------------------------------------------------

BODY_SPEC = '''\
object {
  attr "a" {}
  block "b" {
    object {
      attr "x" {}
    }
  }
  block_list "l" {
    attr {
      name = "x"
    }
  }
}'''
jonly("comment_root", BODY_SPEC, '{"//": "a comment", "a": 1}')
jonly("comment_any_value", BODY_SPEC,
      '{"//": {"not": "parsed"}, "a": 1, "//": [1, 2]}')
jonly("comment_in_block", BODY_SPEC,
      '{"b": {"//": "block comment", "x": 1}, "l": [{"//": 1, "x": 2}]}')
jonly("comment_in_object_value_kept", BODY_SPEC, '{"a": {"//": "kept", "y": 1}}')
jonly("comment_in_array_root", BODY_SPEC,
      '[{"//": "first", "a": 1}, {"b": {"x": 2}}]')
jonly("root_array_of_objects", BODY_SPEC, '[{"a": 1}, {"l": {"x": 1}}, {"l": {"x": 2}}]')
jonly("root_array_with_non_object", BODY_SPEC, '[{"a": 1}, 2]')
jonly("root_empty_array", BODY_SPEC, "[]")
jonly("block_array_of_one", BODY_SPEC, '{"b": [{"x": "only"}]}')
jonly("block_array_of_two", BODY_SPEC, '{"b": [{"x": 1}, {"x": 2}]}')
jonly("block_repeated_property", BODY_SPEC, '{"b": {"x": 1}, "b": {"x": 2}}')
jonly("block_empty_array", BODY_SPEC, '{"b": []}')
jonly("block_null", BODY_SPEC, '{"b": null, "l": null}')
jonly("block_body_number", BODY_SPEC, '{"b": 5}')
jonly("block_body_string", BODY_SPEC, '{"l": "x"}')
jonly("block_body_array_of_numbers", BODY_SPEC, '{"l": [{"x": 1}, 2]}')
jonly("block_body_nested_array", BODY_SPEC, '{"l": [[{"x": 1}]]}')
jonly("block_list_labelled_object", BODY_SPEC, '{"l": {"lbl": {"x": 1}}}')
jonly("block_map_one_label_body_array", BLOCK_MAP_1,
      '{"svc": {"web": {"port": 80}, "db": [{"port": 1}]}}')
jonly("block_map_two_labels_label_array", BLOCK_MAP_2,
      '{"svc": {"http": [{"web": {"port": 80}}, {"api": {"port": 81}}], '
      '"tcp": {"db": {"port": 5432}}}}')
jonly("block_map_label_as_array_of_bodies", BLOCK_MAP_1,
      '{"svc": {"web": [{"port": 80}, {"port": 81}]}}')
jonly("block_map_empty_object", BLOCK_MAP_1, '{"svc": {}}')
jonly("block_map_empty_array", BLOCK_MAP_1, '{"svc": []}')
jonly("block_map_body_not_nested", BLOCK_MAP_1, '{"svc": {"port": 80}}')
jonly("block_map_too_shallow", BLOCK_MAP_2, '{"svc": {"http": {"port": 80}}}')
jonly("block_map_too_deep", BLOCK_MAP_1, '{"svc": {"web": {"x": {"port": 80}}}}')
jonly("block_map_label_not_object", BLOCK_MAP_2, '{"svc": {"http": "web"}}')
jonly("block_map_labels_array_not_object", BLOCK_MAP_1, '{"svc": ["web"]}')
jonly("comment_at_label_level", BLOCK_MAP_1,
      '{"svc": {"//": {"port": 1}, "web": {"port": 80}}}')
jonly("comment_at_label_level_string", BLOCK_MAP_1,
      '{"svc": {"//": "note", "web": {"port": 80}}}')
jonly("comment_name_in_schema", '''\
object {
  attr "c" {
    name = "//"
  }
  attr "a" {}
}''', '{"//": "picked up", "a": 1}')
jonly("block_array_with_null", BODY_SPEC, '{"l": [null, {"x": 1}]}')
jonly("block_map_body_null", BLOCK_MAP_1,
      '{"svc": {"web": null, "db": {"port": 1}}}')
jonly("block_map_labels_null", BLOCK_MAP_1, '{"svc": null}')
jonly("block_map_labels_not_templates", with_vars(BLOCK_MAP_1),
      '{"svc": {"${name}": {"port": "${n}"}}}')
jonly("root_array_duplicate_attribute", BODY_SPEC, '[{"a": 1}, {"a": 2}]')
jonly("root_array_duplicate_block", BODY_SPEC,
      '[{"b": {"x": 1}}, {"b": {"x": 2}}]')
jonly("string_escapes", obj(a="", b=""),
      r'{"a": "\/ \b \f \r \t \\ \"", "b": "\u0000\u001f\u007f"}')
jonly("escaped_property_names", BODY_SPEC,
      r'{"\u0061": 1, "\u006c": {"\u0078": 2}}')
jonly("empty_key_in_object_value", obj(a=""), '{"a": {"": 1, " ": 2}}')
jonly("number_edge_values", obj(a="", b="", c="", d="number"),
      '{"a": -0, "b": 1e-400, "c": -1.5E+3, "d": 0.000001}')
jonly("string_lone_surrogate", obj(a=""), r'{"a": "\ud800"}')
jonly("syntax_bom", BODY_SPEC, '\ufeff{"a": 1}')
jonly("syntax_control_char_in_string", BODY_SPEC, '{"a": "tab\there"}')
jonly("key_template_syntax_error", with_vars(obj(a="")),
      '{"a": {"${": 1}}')
jonly("template_error_multibyte_diags_json", V1,
      '{"a": "\u00e9\u00e9\u2603 ${ )"}', args=["--diags=json"])
jonly("template_error_tabs", V1, '{\t"a":\t"x ${ ) }"}')
jonly("template_error_crlf", with_vars(obj(a="", b="")),
      '{\r\n  "a": 1,\r\n  "b": "${1 +}"\r\n}', args=["--diags=json"])
jonly("template_error_unclosed_string_in_interp", V1,
      r'{"a": "${\"abc}"}')
jonly("var_refs_multi_file", '''\
array {
  attr {
    name = "a"
  }
  attr {
    name = "b"
  }
}''', '{"b": "${bb}"}', args=["--var-refs"], inputs={"input.hcl": "a = aa"})
jonly("duplicate_attribute", BODY_SPEC, '{"a": 1, "b": {}, "a": 2}')
jonly("duplicate_attribute_in_block", BODY_SPEC, '{"b": {"x": 1, "x": 1}}')
jonly("duplicate_key_in_object_value", BODY_SPEC, '{"a": {"k": 1, "k": 2}}')
jonly("duplicate_key_after_template", V1,
      '{"a": {"${k}": 1, "key": 2}}')
jonly("unsupported_property", BODY_SPEC, '{"a": 1, "bogus": 2}')
jonly("unsupported_property_suggestion", BODY_SPEC, '{"aa": 1}')
jonly("template_interp", with_vars(FUNCS + obj(a="", b="")),
      '{"a": "${name} has ${double(n)}", "b": "${xs}"}')
jonly("template_if_for", V1,
      '{"a": "%{ for x in xs }%{ if x != 2 }${x}%{ endif }%{ endfor }"}')
jonly("template_escaped_dollar", V1,
      '{"a": "$${name} $${ %%{ x } ${name}"}')
jonly("template_no_context_literal", obj(a="", b=""),
      '{"a": "${name} %{ if x }", "b": "${"}')
jonly("template_error_unclosed", V1, '{"a": "x ${name"}')
jonly("template_error_bad_expr", with_vars(obj(a="", b="")), '{\n  "a": "ok",\n  "b": "v=${1 + }"\n}')
jonly("template_error_after_escapes", V1,
      r'{"a": "\"q\" \u00e9 \n ${ )"}')
jonly("template_error_after_escapes_diags_json", V1,
      r'{"a": "\"q\" \u00e9 \n ${ )"}', args=["--diags=json"])
jonly("template_error_line_beyond_file", V1, r'{"a": "x\n\n${ )"}')
jonly("template_error_unclosed_directive", V1,
      '{\n  "a": "%{ if flag }yes"\n}')
jonly("template_error_diags_json", V1, '{"a": "${1 +}"}',
      args=["--diags=json"])
jonly("number_big_precision", obj(a="", b="number"),
      '{"a": 0.1000000000000000000000000000000000000000000000000000000001, '
      '"b": 1e400}')
jonly("number_as_string_template", with_vars(obj(a="")),
      '{"a": "${1e150 + 1}"}')
jonly("null_values", obj(a="", b="list(string)", c=""),
      '{"a": null, "b": [null, "x"], "c": {"k": null}}')
jonly("null_values_keep_nulls", obj(a="", b="list(string)", c=""),
      '{"a": null, "b": [null, "x"], "c": {"k": null}}', args=["--keep-nulls"])
jonly("null_required", obj(a="string!"), '{"a": null}')
jonly("key_templates", with_vars(FUNCS + obj(a="")),
      '{"a": {"${name}": 1, "${k}-${double(n)}": 2, "${n}": 3}}')
jonly("key_templates_no_context", obj(a=""), '{"a": {"${name}": 1}}')
jonly("key_template_null", with_vars(obj(a="")), '{"a": {"${null}": 1}}')
jonly("key_template_not_string", with_vars(obj(a="")), '{"a": {"${xs}": 1}}')
jonly("type_exprs_from_strings", obj(
    a="list(number)", b="map(bool)", c="object({ n = number, s = string })",
    d="tuple([bool, number])", e="set(number)"),
      '{"a": ["1", "2.5"], "b": {"t": "true"}, "c": {"n": "7", "s": "x"}, '
      '"d": ["false", "-3"], "e": ["2", "1", "2"]}')
jonly("type_conversion_error_in_string", obj(a="list(number)"),
      '{"a": ["1", "two"]}')
jonly("with_type", obj(a="", b="", c=""),
      '{"a": [1, "x", null], "b": {"k": [true]}, "c": "s"}',
      args=["--with-type"])
jonly("vars_cli_in_strings", obj(a=""),
      '{"a": "${who}: ${nums[1] * 2}"}',
      args=['--vars={"who": "cli", "nums": [1, 2]}'])
jonly("vars_cli_string_not_template", obj(a=""), '{"a": "${v}"}',
      args=['--vars={"v": "${not_evaluated}"}'])
jonly("vars_file_json_in_strings", obj(a=""), '{"a": "${x.y}"}',
      args=["-V", "vars.json"], files={"vars.json": '{"x": {"y": "from file"}}'})
jonly("vars_file_hcl_and_cli", obj(a=""), '{"a": "${p}${q}"}',
      args=["-V", "vars.hcl", '--vars={"q": "-cli"}'],
      files={"vars.hcl": 'p = "hcl"\nq = "overridden"'})
# --var-refs lists an object spec's properties in Go map order: use array.
jonly("var_refs", with_vars('''\
array {
  attr {
    name = "a"
  }
  block {
    block_type = "b"
    attr {
      name = "x"
    }
  }
  block_list {
    block_type = "l"
    attr {
      name = "x"
    }
  }
}'''),
      '{"a": "${name}", "b": {"x": "${m.a}"}, "l": [{"x": "${xs[0]}"}]}',
      args=["--var-refs"])
jonly("var_refs_key_template", obj(a=""), '{"a": {"${kk}": "${vv}"}}',
      args=["--var-refs"])
jonly("var_refs_no_template", obj(a=""), '{"a": "plain"}',
      args=["--var-refs"])
jonly("literal_spec_ignores_json", 'literal {\n  value = [1, "x"]\n}', "{}")
jonly("literal_spec_extra_property", 'literal {\n  value = 1\n}', '{"a": 1}')
jonly("spec_file_in_json_rejected", None, '{"a": 1}',
      args=["--spec=spec.json"],
      files={"spec.json": '{"object": {"attr": {"a": {}}}}'})
jonly("syntax_unclosed_object", BODY_SPEC, '{"a": 1')
jonly("syntax_unclosed_string", BODY_SPEC, '{"a": "abc}')
jonly("syntax_trailing_comma_object", BODY_SPEC, '{"a": 1,}')
jonly("syntax_trailing_comma_array", BODY_SPEC, '{"a": [1, 2,]}')
jonly("syntax_missing_colon", BODY_SPEC, '{"a" 1}')
jonly("syntax_missing_comma", BODY_SPEC, '{"a": 1 "b": {}}')
jonly("syntax_bad_escape", BODY_SPEC, r'{"a": "bad \q escape"}')
jonly("syntax_single_quotes", BODY_SPEC, "{'a': 1}")
jonly("syntax_bare_key", BODY_SPEC, '{a: 1}')
jonly("syntax_bad_keyword", BODY_SPEC, '{"a": True}')
jonly("syntax_comment_not_allowed", BODY_SPEC, '{\n  /* no */ "a": 1\n}')
jonly("syntax_number_leading_zero", BODY_SPEC, '{"a": 01}')
jonly("syntax_trailing_data", BODY_SPEC, '{"a": 1} {"b": {}}')
jonly("syntax_empty_file", BODY_SPEC, "")
jonly("root_string", BODY_SPEC, '"just a string"')
jonly("root_number", BODY_SPEC, "42")
jonly("root_null", BODY_SPEC, "null")
jonly("diags_json_syntax_error", BODY_SPEC, '{"a": 1,}', args=["--diags=json"])
jonly("diags_json_decode_error", obj(a="number"), '{"a": "x"}',
      args=["--diags=json"])
jonly("diags_json_root_not_object", BODY_SPEC, "[1]", args=["--diags=json"])
jonly("multi_hcl_and_json_blocks", BODY_SPEC, None, inputs={
    "input1.hcl": "l {\n  x = 1\n}",
    "input2.json": '{"a": "json", "l": [{"x": 2}, {"x": 3}]}',
    "input3.hcl": "l {\n  x = 4\n}"})
jonly("multi_hcl_and_json_duplicate", BODY_SPEC, '{"a": 2}',
      inputs={"input.hcl": "a = 1"})
jonly("multi_hcl_and_json_both_broken", BODY_SPEC, '{"a": }',
      inputs={"input.hcl": "a = = 1"})
jonly("multi_json_block_twice", BODY_SPEC, '{"b": {"x": 1}}',
      inputs={"input2.json": '{"b": {"x": 2}}'})


# ---------------------------------------------------------------------------
# Writing and checking
# ---------------------------------------------------------------------------

def text(s):
    return s if s == "" or s.endswith("\n") else s + "\n"


def write_case(name, spec, inputs, args, files):
    d = os.path.join(CASES, name)
    os.makedirs(d)
    all_files = dict(files)
    all_files.update(inputs)
    if spec is not None:
        all_files["spec.hcldec"] = spec
    if args:
        all_files["args"] = "\n".join(args)
    for fname, content in all_files.items():
        with open(os.path.join(d, fname), "w", encoding="utf-8") as f:
            f.write(text(content))
    return name


def read(name, part):
    path = os.path.join(CASES, name, "expected." + part)
    if not os.path.exists(path):
        return None
    with open(path, "rb") as f:
        return f.read()


def main(argv):
    write_only = "--write-only" in argv
    argv = [a for a in argv if a != "--write-only"]
    runs = "5"
    if argv[:1] == ["--runs"]:
        runs, argv = argv[1], argv[2:]
    reference = argv[0] if argv else REFERENCE

    names = [n for n, *_ in PAIRS + ERROR_PAIRS] + [n for n, *_ in JSON_ONLY]
    if len(names) != len(set(names)):
        sys.exit("json_pairs.py: duplicate case names")
    for d in os.listdir(CASES):
        if d.startswith(("jpair_", "jonly_")):
            shutil.rmtree(os.path.join(CASES, d))

    written = []
    for name, spec, hcl, json, args, files in PAIRS + ERROR_PAIRS:
        written.append(write_case("jpair_%s_hcl" % name, spec, hcl, args, files))
        written.append(write_case("jpair_%s_json" % name, spec, json, args, files))
    for name, spec, inputs, args, files in JSON_ONLY:
        written.append(write_case("jonly_" + name, spec, inputs, args, files))
    print("%d pairs (%d error pairs), %d JSON-only cases written"
          % (len(PAIRS) + len(ERROR_PAIRS), len(ERROR_PAIRS), len(JSON_ONLY)))
    if write_only:
        return 0

    proc = subprocess.run(
        [os.path.join(HERE, "regenerate.sh"), "-n", runs, reference] + written,
        stdout=subprocess.PIPE, universal_newlines=True)
    unstable = [l for l in proc.stdout.splitlines() if l.startswith("UNSTABLE")]
    for line in unstable:
        print(line)

    bad = 0
    same = 0
    for kind, pairs in (("pair", PAIRS), ("error pair", ERROR_PAIRS)):
        for name, *_ in pairs:
            h, j = "jpair_%s_hcl" % name, "jpair_%s_json" % name
            hs, js = read(h, "status"), read(j, "status")
            if hs is None or js is None:
                continue  # unstable, reported above
            problems = []
            if hs != js:
                problems.append("status %s vs %s" % (hs.decode().strip(),
                                                      js.decode().strip()))
            if kind == "pair":
                if read(h, "stdout") != read(j, "stdout"):
                    problems.append("stdout differs")
                if hs.strip() != b"0":
                    problems.append("fails (status %s): make it an error pair"
                                    % hs.strip().decode())
            elif hs.strip() == b"0":
                problems.append("succeeds: make it a pair")
            if problems:
                bad += 1
                print("MISMATCH %s %s: %s" % (kind, name, "; ".join(problems)))
            else:
                same += 1
    print("%d of %d pairs verified identical with the reference, %d unstable "
          "cases" % (same, len(PAIRS) + len(ERROR_PAIRS), len(unstable)))
    return 1 if bad or unstable else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
