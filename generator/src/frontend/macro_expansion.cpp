#include "frontend/macro_expansion.h"

#include <algorithm>
#include <cctype>
#include <utility>

namespace jsongen {
namespace {

// Beyond these the input is not a wrapper of a macro but a program in the
// preprocessor (or a mistake): give up with a message rather than run long.
constexpr int kMaxDepth = 64;
constexpr std::size_t kMaxTokens = 200000;

bool is_identifier_text(const std::string& text) {
  if (text.empty() || !(std::isalpha(static_cast<unsigned char>(text[0])) || text[0] == '_')) return false;
  return std::all_of(text.begin(), text.end(),
                     [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

std::string stringize(const std::vector<MacroToken>& tokens) {
  std::string text = "\"";
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    if (i > 0) text += ' ';
    for (char c : tokens[i].text) {
      if (tokens[i].kind == CXToken_Literal && (c == '"' || c == '\\')) text += '\\';
      text += c;
    }
  }
  return text + '"';
}

}  // namespace

struct MacroExpander::Item {
  MacroToken token;
  std::vector<std::string> hidden;  // the macros not to expand again here
};

MacroDefinition parse_macro_definition(const std::vector<MacroToken>& tokens, bool function_like) {
  MacroDefinition definition;
  definition.function_like = function_like;
  std::size_t at = 1;  // tokens[0] is the name
  if (function_like && at < tokens.size() && tokens[at].text == "(") {
    for (++at; at < tokens.size() && tokens[at].text != ")"; ++at) {
      const std::string& text = tokens[at].text;
      if (text == ",") continue;
      if (text == "...") {
        definition.variadic = true;
        if (!definition.parameters.empty() && at > 0 && tokens[at - 1].text != ",") continue;  // GNU `args...`
        definition.parameters.push_back("__VA_ARGS__");
        continue;
      }
      definition.parameters.push_back(text);
    }
    ++at;  // the ')'
  }
  for (; at < tokens.size(); ++at) definition.body.push_back(tokens[at]);
  return definition;
}

MacroExpander::MacroExpander(std::function<const MacroDefinition*(const std::string&)> definition_of,
                             std::function<bool(const std::string&)> is_target)
    : definition_of_(std::move(definition_of)), is_target_(std::move(is_target)) {}

std::optional<std::vector<ExpandedUse>> MacroExpander::find_targets(const std::vector<MacroToken>& tokens,
                                                                    const model::SourceLocation& use_location,
                                                                    std::string& why) {
  use_location_ = use_location;
  produced_ = 0;
  Items input;
  for (const MacroToken& token : tokens) input.push_back({token, {}});
  Items out;
  if (!expand(std::move(input), out, 0)) {
    why = why_;
    return std::nullopt;
  }
  std::vector<ExpandedUse> uses;
  for (std::size_t i = 0; i + 1 < out.size(); ++i) {
    if (out[i].token.kind != CXToken_Identifier || !is_target_(out[i].token.text) || out[i + 1].token.text != "(") {
      continue;
    }
    ExpandedUse use;
    use.name = out[i].token.text;
    use.arguments.emplace_back();
    int level = 0;
    for (i += 1; i < out.size(); ++i) {
      const std::string& text = out[i].token.text;
      if (text == "(" && level++ == 0) continue;
      if (text == ")" && --level == 0) break;
      if (text == "," && level == 1) {
        use.arguments.emplace_back();
        continue;
      }
      use.arguments.back().push_back(out[i].token);
    }
    uses.push_back(std::move(use));
  }
  return uses;
}

bool MacroExpander::expand(Items input, Items& out, int depth) {
  if (depth > kMaxDepth) {
    why_ = "its macros nest more than " + std::to_string(kMaxDepth) + " deep";
    return false;
  }
  Items stack(std::make_move_iterator(input.rbegin()), std::make_move_iterator(input.rend()));  // front at the back
  auto push_front = [&stack](Items& replacement) {
    stack.insert(stack.end(), std::make_move_iterator(replacement.rbegin()),
                 std::make_move_iterator(replacement.rend()));
  };
  while (!stack.empty()) {
    Item item = std::move(stack.back());
    stack.pop_back();
    const std::string name = item.token.text;
    const bool expandable = item.token.kind == CXToken_Identifier && !is_target_(name) &&
                            std::find(item.hidden.begin(), item.hidden.end(), name) == item.hidden.end();
    const MacroDefinition* definition = expandable ? definition_of_(name) : nullptr;
    if (definition == nullptr || (definition->function_like && (stack.empty() || stack.back().token.text != "("))) {
      out.push_back(std::move(item));
      continue;
    }
    std::vector<std::string> hidden = item.hidden;
    hidden.push_back(name);
    std::vector<Items> arguments;
    if (definition->function_like) {
      stack.pop_back();  // '('
      arguments.emplace_back();
      for (int level = 1;;) {
        if (stack.empty()) {
          why_ = "the arguments of " + name + " have no closing parenthesis";
          return false;
        }
        Item token = std::move(stack.back());
        stack.pop_back();
        if (token.token.text == "(") ++level;
        if (token.token.text == ")" && --level == 0) break;
        if (token.token.text == "," && level == 1) {
          arguments.emplace_back();
          continue;
        }
        arguments.back().push_back(std::move(token));
      }
      const std::size_t named = definition->parameters.size() - (definition->variadic ? 1 : 0);
      if (definition->parameters.empty() && arguments.size() == 1 && arguments[0].empty()) arguments.clear();
      if (definition->variadic) {
        if (arguments.size() < named) arguments.resize(named + 1);
        Items rest;  // the variadic arguments, one argument with their commas
        for (std::size_t i = named; i < arguments.size(); ++i) {
          if (i > named) rest.push_back({{",", CXToken_Punctuation, use_location_}, {}});
          rest.insert(rest.end(), arguments[i].begin(), arguments[i].end());
        }
        arguments.resize(named);
        arguments.push_back(std::move(rest));
      } else if (arguments.size() != definition->parameters.size()) {
        why_ = name + " is given " + std::to_string(arguments.size()) + " arguments for " +
               std::to_string(definition->parameters.size()) + " parameters";
        return false;
      }
    }
    Items replacement;
    if (!substitute(*definition, name, arguments, hidden, replacement, depth)) return false;
    produced_ += replacement.size();
    if (produced_ > kMaxTokens) {
      why_ = "its expansion grows beyond " + std::to_string(kMaxTokens) + " tokens";
      return false;
    }
    push_front(replacement);
  }
  return true;
}

bool MacroExpander::substitute(const MacroDefinition& definition, const std::string& name,
                               const std::vector<Items>& arguments, const std::vector<std::string>& hidden, Items& out,
                               int depth) {
  const std::vector<MacroToken>& body = definition.body;
  auto parameter_index = [&](const MacroToken& token) -> int {
    if (!definition.function_like || token.kind != CXToken_Identifier) return -1;
    const auto found = std::find(definition.parameters.begin(), definition.parameters.end(), token.text);
    return found == definition.parameters.end() ? -1 : static_cast<int>(found - definition.parameters.begin());
  };
  auto body_item = [&](const MacroToken& token) {
    MacroToken placed = token;
    placed.location = use_location_;
    return Item{std::move(placed), hidden};
  };
  auto with_hidden = [&](const Items& items) {
    Items marked = items;
    for (Item& item : marked) item.hidden.insert(item.hidden.end(), hidden.begin(), hidden.end());
    return marked;
  };
  // The operand right of a ##: its tokens, unexpanded.
  auto operand = [&](std::size_t at) -> Items {
    const int parameter = parameter_index(body[at]);
    if (parameter >= 0) return with_hidden(arguments[parameter]);
    return {body_item(body[at])};
  };
  const bool variadic_empty = definition.variadic && arguments.back().empty();
  bool left_empty = false;  // the last operand was an empty argument (a placemarker)
  for (std::size_t i = 0; i < body.size(); ++i) {
    const MacroToken& token = body[i];
    const bool pasted_next = i + 1 < body.size() && body[i + 1].text == "##";
    if (token.text == "##" && i + 1 < body.size()) {
      ++i;
      Items right = operand(i);
      const bool gnu_comma = definition.variadic && !out.empty() && out.back().token.text == "," && !left_empty &&
                             parameter_index(body[i]) == static_cast<int>(definition.parameters.size()) - 1;
      if (gnu_comma && variadic_empty) {
        out.pop_back();  // GNU: `, ## __VA_ARGS__` drops the comma when there is nothing after it
        continue;
      }
      if (right.empty()) continue;
      if (out.empty() || left_empty || gnu_comma) {  // GNU: and pastes nothing when there is
        out.insert(out.end(), right.begin(), right.end());
      } else {
        MacroToken& left = out.back().token;
        left.text += right.front().token.text;
        left.kind = is_identifier_text(left.text)                            ? CXToken_Identifier
                    : std::isdigit(static_cast<unsigned char>(left.text[0])) ? CXToken_Literal
                                                                             : left.kind;
        out.insert(out.end(), right.begin() + 1, right.end());
      }
      left_empty = false;
      continue;
    }
    if (token.text == "#" && definition.function_like && i + 1 < body.size() && parameter_index(body[i + 1]) >= 0) {
      std::vector<MacroToken> raw;
      for (const Item& item : arguments[parameter_index(body[++i])]) raw.push_back(item.token);
      out.push_back(body_item({stringize(raw), CXToken_Literal, {}}));
      left_empty = false;
      continue;
    }
    if (token.text == "__VA_OPT__" && definition.variadic && i + 1 < body.size() && body[i + 1].text == "(") {
      std::size_t end = i + 2;
      for (int level = 1; end < body.size(); ++end) {
        if (body[end].text == "(") ++level;
        if (body[end].text == ")" && --level == 0) break;
      }
      if (!variadic_empty) {
        MacroDefinition inner = definition;
        inner.body.assign(body.begin() + static_cast<std::ptrdiff_t>(i) + 2,
                          body.begin() + static_cast<std::ptrdiff_t>(std::min(end, body.size())));
        if (!substitute(inner, name, arguments, hidden, out, depth)) return false;
      }
      i = end;
      left_empty = variadic_empty;
      continue;
    }
    const int parameter = parameter_index(token);
    if (parameter < 0) {
      out.push_back(body_item(token));
      left_empty = false;
      continue;
    }
    const Items& argument = arguments[parameter];
    left_empty = argument.empty();
    if (pasted_next) {  // next to ##: as written
      Items marked = with_hidden(argument);
      out.insert(out.end(), marked.begin(), marked.end());
      continue;
    }
    Items expanded;
    if (!expand(argument, expanded, depth + 1)) return false;
    Items marked = with_hidden(expanded);
    out.insert(out.end(), marked.begin(), marked.end());
  }
  return true;
}

}  // namespace jsongen
