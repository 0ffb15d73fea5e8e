// The macro expander jsongen --nlohmann follows a project's own macros with
// (frontend/macro_expansion.h): what the C preprocessor would make of a use,
// down to the use of the macro looked for, with its arguments.
#include "frontend/macro_expansion.h"

#include <catch2/catch.hpp>
#include <cctype>
#include <map>
#include <string>
#include <vector>

namespace {

using jsongen::MacroToken;

// Enough of a lexer for the tests' macros: identifiers, numbers, string
// literals, "##", "..." and one-character punctuation.
std::vector<MacroToken> lex(const std::string& text) {
  std::vector<MacroToken> tokens;
  for (std::size_t i = 0; i < text.size();) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    std::size_t end = i + 1;
    CXTokenKind kind = CXToken_Punctuation;
    if (std::isspace(c)) {
      ++i;
      continue;
    }
    if (std::isalpha(c) || c == '_') {
      while (end < text.size() && (std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '_')) ++end;
      kind = CXToken_Identifier;
    } else if (std::isdigit(c)) {
      while (end < text.size() && std::isalnum(static_cast<unsigned char>(text[end]))) ++end;
      kind = CXToken_Literal;
    } else if (c == '"') {
      while (end < text.size() && text[end] != '"') end += text[end] == '\\' ? 2 : 1;
      ++end;
      kind = CXToken_Literal;
    } else if (text.compare(i, 2, "##") == 0) {
      end = i + 2;
    } else if (text.compare(i, 3, "...") == 0) {
      end = i + 3;
    }
    MacroToken token{text.substr(i, end - i), kind, {}};
    token.location.column = static_cast<unsigned>(i + 1);
    tokens.push_back(std::move(token));
    i = end;
  }
  return tokens;
}

struct Macros {
  std::map<std::string, jsongen::MacroDefinition> definitions;

  // "NAME(params) body" (function-like) or "NAME body".
  void define(const std::string& text) {
    const std::vector<MacroToken> tokens = lex(text);
    const std::size_t name_end =
        text.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_");
    const bool function_like = name_end != std::string::npos && text[name_end] == '(';
    definitions[tokens[0].text] = jsongen::parse_macro_definition(tokens, function_like);
  }

  // The uses of TARGET in what `use` expands to, each "TARGET(a|b c|d)".
  std::vector<std::string> targets(const std::string& use, std::string* why = nullptr) {
    jsongen::MacroExpander expander(
        [this](const std::string& name) -> const jsongen::MacroDefinition* {
          const auto found = definitions.find(name);
          return found == definitions.end() ? nullptr : &found->second;
        },
        [](const std::string& name) { return name == "TARGET"; });
    std::string message;
    const auto found = expander.find_targets(lex(use), {}, message);
    if (why) *why = message;
    std::vector<std::string> printed;
    if (!found) return printed;
    for (const jsongen::ExpandedUse& target : *found) {
      std::string text = target.name + "(";
      for (std::size_t i = 0; i < target.arguments.size(); ++i) {
        if (i > 0) text += '|';
        for (std::size_t j = 0; j < target.arguments[i].size(); ++j) {
          text += (j > 0 ? " " : "") + target.arguments[i][j].text;
        }
      }
      printed.push_back(text + ")");
    }
    return printed;
  }
};

using List = std::vector<std::string>;

}  // namespace

TEST_CASE("macro expansion: a wrapper, variadic arguments and the arguments' own macros") {
  Macros m;
  m.define("WRAP(T, ...) TARGET(T, __VA_ARGS__)");
  m.define("FIELD_B b");
  CHECK(m.targets("WRAP(Point, x, y)") == List{"TARGET(Point|x|y)"});
  CHECK(m.targets("WRAP(Point, a, FIELD_B)") == List{"TARGET(Point|a|b)"});
  CHECK(m.targets("WRAP(Point, (x, y), f(1, 2))") == List{"TARGET(Point|( x , y )|f ( 1 , 2 ))"});
  CHECK(m.targets("NOT_A_MACRO(x)").empty());
}

TEST_CASE("macro expansion: deferred expansion, object-like aliases and a dropped argument") {
  Macros m;
  m.define("EXPAND(x) x");
  m.define("EMPTY()");
  m.define("DEFER(m) m EMPTY()");
  m.define("ALIAS TARGET");
  m.define("VERSIONED(T, v, ...) EXPAND(DEFER(ALIAS)(T, __VA_ARGS__))");
  CHECK(m.targets("VERSIONED(Frame, 2, id, samples)") == List{"TARGET(Frame|id|samples)"});
  CHECK(m.targets("ALIAS(A, b)") == List{"TARGET(A|b)"});
}

TEST_CASE("macro expansion: # and ## and __VA_OPT__ and GNU's comma") {
  Macros m;
  m.define("NAMED(kind) TARG##kind");
  CHECK(m.targets("NAMED(ET)(A, b)") == List{"TARGET(A|b)"});
  m.define("STR(x) TARGET(#x)");
  CHECK(m.targets("STR(a b)") == List{"TARGET(\"a b\")"});
  m.define("OPT(T, ...) TARGET(T __VA_OPT__(,) __VA_ARGS__)");
  CHECK(m.targets("OPT(A)") == List{"TARGET(A)"});
  CHECK(m.targets("OPT(A, b, c)") == List{"TARGET(A|b|c)"});
  m.define("GNU(T, args...) TARGET(T, ##args)");
  CHECK(m.targets("GNU(A)") == List{"TARGET(A)"});
  CHECK(m.targets("GNU(A, b)") == List{"TARGET(A|b)"});
}

TEST_CASE("macro expansion: a macro is not expanded inside itself; runaway expansions are refused") {
  Macros m;
  m.define("SELF(x) TARGET(x, SELF(x))");
  CHECK(m.targets("SELF(a)") == List{"TARGET(a|SELF ( a ))"});
  m.define("TWICE(x) x x");
  m.define("D1(x) TWICE(TWICE(TWICE(TWICE(x))))");
  m.define("D2(x) D1(D1(D1(D1(x))))");
  std::string why;
  CHECK(m.targets("D2(D2(TARGET(a)))", &why).empty());
  CHECK(why.find("grows beyond") != std::string::npos);
  m.define("TWO(a, b) TARGET(a, b)");
  CHECK(m.targets("TWO(x)", &why).empty());
  CHECK(why == "TWO is given 1 arguments for 2 parameters");
  CHECK(m.targets("TWO(x, y", &why).empty());
  CHECK(why == "the arguments of TWO have no closing parenthesis");
}
