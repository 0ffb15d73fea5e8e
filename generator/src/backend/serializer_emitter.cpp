#include "backend/serializer_emitter.h"

#include <algorithm>
#include <string>

#include "backend/code_text.h"
#include "backend/key_index.h"

namespace jsongen {
namespace {

using Kind = model::TypeRef::Kind;
using Style = model::VariantTagging::Style;

// Strings written by detail::write_field, which takes a text_hint for them.
bool is_text(const model::TypeRef& type) {
  if (type.kind == Kind::Optional) return is_text(type.args[0]);
  return type.kind == Kind::String || type.kind == Kind::StringView;
}

// Fields whose value has a largest size, fixed (numbers, bools, enums, and
// optionals of them) or known from a count (arrays of those): a run of
// them shares one capacity check (detail::run_room in serializer.h, which
// agrees on what is bounded).
bool is_fixed_kind(Kind kind) {
  return kind == Kind::Bool || kind == Kind::SignedInteger || kind == Kind::UnsignedInteger || kind == Kind::Float ||
         kind == Kind::Double || kind == Kind::Enum;
}
bool is_fixed(const model::TypeRef& type) {
  if (type.kind == Kind::Optional) return is_fixed_kind(type.args[0].kind);
  return is_fixed_kind(type.kind);
}
bool is_bounded(const model::Field& f) {
  if (!f.custom_writer.empty() || f.enum_as_number || f.tagging.style != Style::None || f.nlohmann_conventions ||
      f.widen_floats) {
    return false;
  }
  if (f.type.kind == Kind::Sequence) return is_fixed(f.type.args[0]);
  return is_fixed(f.type);
}

// Structs of a few fields that hold no struct, map, variant or user type
// (leaves of the data: a point, a price) are inlined into what writes
// them, mostly container loops, which their call and register saves
// would otherwise dominate (CITM's areas: docs/performance.md).
constexpr std::size_t kMaxLeafFields = 16;
bool is_leaf_type(const model::TypeRef& type) {
  if (type.kind == Kind::Struct || type.kind == Kind::Custom || type.kind == Kind::Variant || type.kind == Kind::Map ||
      type.kind == Kind::MultiMap || type.kind == Kind::JsonValue) {
    return false;
  }
  return std::all_of(type.args.begin(), type.args.end(), [](const model::TypeRef& arg) { return is_leaf_type(arg); });
}
bool is_leaf(const model::Struct& s) {
  return !s.unknown_members && s.fields.size() <= kMaxLeafFields &&
         std::all_of(s.fields.begin(), s.fields.end(), [](const model::Field& f) {
           // (nlohmann_conventions.h is more than jsongen/declarations.h declares)
           return f.custom_writer.empty() && f.tagging.style == Style::None && !f.nlohmann_conventions &&
                  !f.widen_floats && is_leaf_type(f.type);
         });
}

// Whether a field is written in a nested object (JSONGEN_UNDER).
bool is_nested(const model::Field& f) { return !f.under.empty(); }

// One member of an object at `depth` nested objects (JSONGEN_UNDER): a
// field of its own, or the nested object of the fields under `key`, at
// the place of the first of them.
struct LevelItem {
  const model::Field* field = nullptr;  // or:
  std::string key;
  std::vector<model::Field> fields;  // under `key` (and deeper)
};
std::vector<LevelItem> level_items(const std::vector<model::Field>& fields, std::size_t depth) {
  std::vector<LevelItem> items;
  for (const model::Field& f : fields) {
    if (f.under.size() == depth) {
      items.push_back({&f, {}, {}});
      continue;
    }
    const auto group = std::find_if(items.begin(), items.end(), [&](const LevelItem& item) {
      return item.field == nullptr && item.key == f.under[depth];
    });
    if (group != items.end()) {
      group->fields.push_back(f);
    } else {
      items.push_back({nullptr, f.under[depth], {f}});
    }
  }
  return items;
}

class WriteEmitter : MemberFunctionBuilder {
 public:
  WriteEmitter(const model::Struct& s, SerializerClass& out) : MemberFunctionBuilder(out), s_(s) {}

  void emit() {
    // (Nested objects are written by one function, however many fields.)
    if (s_.fields.size() > kFieldsPerPart && std::none_of(s_.fields.begin(), s_.fields.end(), is_nested)) {
      parts();
    } else if (s_.fields.empty() && s_.unknown_members) {
      MemberFunction f = function("write", "", "W& w, char* p, const ::" + s_.name + "& v");
      line(2, "const std::size_t start = w.begin_members(p);");
      unknown_members(2);
      line(2, "return w.end_members(start, p);");
      finish(std::move(f));
    } else if (s_.fields.empty()) {
      MemberFunction f = function("write", "", "W& w, char* p, const ::" + s_.name + "&");
      f.out_of_line = false;
      line(2, "return w.empty_object(p);");
      finish(std::move(f));
    } else {
      // (Not one that reaches private members: only its .json.cpp may.)
      const bool inline_here = is_leaf(s_) && !reaches_private_members(s_);
      if (inline_here) out_.add_text("  // Small and holding no other struct: written inline where it is used.\n");
      MemberFunction f =
          function("write", inline_here ? "JSONGEN_ALWAYS_INLINE " : "", "W& w, char* p, const ::" + s_.name + "& v");
      // In the split layout too: a file that writes a std::vector of them
      // inlines each, as the header-only layout does. The body calls only
      // what jsongen/declarations.h declares.
      f.out_of_line = !inline_here;
      object(s_.fields, "v", 2);
      finish(std::move(f));
    }
    if (s_.unknown_members) {
      // The keys an unknown member must not have: reading would take them
      // for the fields (and refuse them twice).
      out_.add_text(key_index_function("field_key_index", field_keys(), false));
    }
    if (text_hints_ > 0) {
      std::string lines;
      CodeWriter hints(lines);
      hints.line(1, "// Per string field: whether it has held only ASCII so far, which lets the");
      hints.line(1, "// escaper skip the UTF-8 check (a hint for speed; jsongen/text_hint.h).");
      hints.line(1, "static inline detail::text_hint text_hints[{}];", text_hints_);
      out_.add_text(std::move(lines));
    }
  }

 private:
  // The keys of the struct's object (a nested object's once).
  std::vector<std::string> field_keys() const {
    std::vector<std::string> keys;
    for (const auto& f : s_.fields) {
      if (!is_nested(f)) {
        keys.push_back(f.key);
      } else if (std::find(keys.begin(), keys.end(), f.under.front()) == keys.end()) {
        keys.push_back(f.under.front());
      }
    }
    return keys;
  }

  // The members reading kept (JSONGEN_UNKNOWN_MEMBERS), after the fields.
  void unknown_members(int indent) {
    line(indent, "p = detail::write_unknown_members(w, p, {}, &field_key_index);",
         field_access(*s_.unknown_members, "v"));
  }

  MemberFunction function(std::string name, std::string specifiers, std::string parameters) {
    MemberFunction f = start("W", "char*", std::move(name), std::move(parameters), "w, p, v");
    f.specifiers = std::move(specifiers);
    return f;
  }

  void parts() {
    const std::vector<model::Field>& fields = s_.fields;
    const bool fused = is_always_written(fields.front());
    const std::size_t count = (fields.size() + kFieldsPerPart - 1) / kFieldsPerPart;
    const std::string parameters = "W& w, char* p, const ::" + s_.name + "& v";
    for (std::size_t part = 0; part < count; ++part) {
      const auto begin = fields.begin() + static_cast<std::ptrdiff_t>(part * kFieldsPerPart);
      const auto end = part + 1 == count ? fields.end() : begin + static_cast<std::ptrdiff_t>(kFieldsPerPart);
      MemberFunction f = function(fmt::format("write_part_{}", part), "JSONGEN_NOINLINE ", parameters);
      members(std::vector<model::Field>(begin, end), "v", 2, part == 0 && fused, false);
      line(2, "return p;");
      finish(std::move(f));
    }
    MemberFunction f = function("write", "", parameters);
    if (!fused) line(2, "const std::size_t start = w.begin_members(p);  // the first field may be left out");
    for (std::size_t part = 0; part < count; ++part) line(2, "p = write_part_{}(w, p, v);", part);
    if (s_.unknown_members) unknown_members(2);
    line(2, fused ? "return w.end_object(p);" : "return w.end_members(start, p);");
    finish(std::move(f));
  }

  // A whole object. Each field's separator, key and colon are one constant
  // string; the first is fused with '{' unless that field may be left out.
  void object(const std::vector<model::Field>& fields, const std::string& object, int indent) {
    const bool fused = first_always_written(fields, 0);
    if (!fused) line(indent, "const std::size_t start = w.begin_members(p);  // the first field may be left out");
    const bool closed = level(fields, 0, object, indent, fused, fused && !s_.unknown_members);
    if (s_.unknown_members) unknown_members(indent);
    if (!fused) {
      line(indent, "return w.end_members(start, p);");
    } else if (closed) {
      line(indent, "return p;");
    } else {
      line(indent, "return w.end_object(p);");
    }
  }

  // Whether the first member of the object at `depth` is always written (a
  // nested object is, even when each of its fields is left out: "body":{}).
  static bool first_always_written(const std::vector<model::Field>& fields, std::size_t depth) {
    const model::Field& first = fields.front();
    return first.under.size() > depth || is_always_written(first);
  }

  // The members of an object at `depth` nested objects: its own fields
  // (members()) and its nested objects, each where its first field is.
  // Returns whether it also closed the object, as members() does.
  bool level(const std::vector<model::Field>& fields, std::size_t depth, const std::string& object, int indent,
             bool first_fused, bool may_close) {
    if (std::none_of(fields.begin(), fields.end(), [&](const model::Field& f) { return f.under.size() > depth; })) {
      return members(fields, object, indent, first_fused, may_close);
    }
    bool first = first_fused;
    std::vector<model::Field> own;  // a run of the object's own fields
    for (const LevelItem& item : level_items(fields, depth)) {
      if (item.field != nullptr) {
        own.push_back(*item.field);
        continue;
      }
      if (!own.empty()) {
        members(own, object, indent, first, false);
        first = false;
      }
      own.clear();
      nested_object(item, depth + 1, object, indent, first);
      first = false;
    }
    return !own.empty() && members(own, object, indent, first, may_close);
  }

  // The key of a nested object (JSONGEN_UNDER) and the object of its fields.
  void nested_object(const LevelItem& item, std::size_t depth, const std::string& object, int indent, bool first) {
    line(indent, "p = w.key(p, {});  // the fields under it", key_literal(first ? '{' : ',', item.key));
    if (first_always_written(item.fields, depth)) {
      if (!level(item.fields, depth, object, indent, true, true)) line(indent, "p = w.end_object(p);");
      return;
    }
    const std::string start = fmt::format("nested_start_{}", nested_objects_++);
    line(indent, "const std::size_t {} = w.begin_members(p);  // the first field may be left out", start);
    level(item.fields, depth, object, indent, false, false);
    line(indent, "p = w.end_members({}, p);", start);
  }

  // Writes the fields; returns whether it also closed the object (when
  // `may_close` and the last run is fixed-size, the '}' joins that run).
  bool members(const std::vector<model::Field>& fields, const std::string& object, int indent, bool first_fused,
               bool may_close) {
    bool first = first_fused;
    bool closed = false;
    for (std::size_t i = 0; i < fields.size();) {
      if (!is_bounded(fields[i])) {
        const model::Field& f = fields[i++];
        const std::string value = field_access(f, object);
        const int body = open_omission(f, value, indent);
        if (!f.custom_writer.empty() || f.enum_as_number || f.tagging.style != Style::None || f.nlohmann_conventions ||
            f.widen_floats || f.omit == model::Field::Omit::NullEntries) {
          line(body, "p = w.key(p, {});", key_literal(first ? '{' : ',', f.key));
          field_value(f, value, body);
        } else {
          const std::string hint = is_text(f.type) ? fmt::format(", &text_hints[{}]", text_hints_++) : "";
          line(body, "p = detail::write_field(w, p, {}, {}{});", key_literal(first ? '{' : ',', f.key), value, hint);
        }
        close_omission(f, indent);
        first = false;
        continue;
      }
      std::size_t end = i;
      while (end < fields.size() && is_bounded(fields[end])) ++end;
      const bool closes = may_close && end == fields.size();
      std::size_t key_bytes = closes ? 2 : 0;  // '}' and the byte left after it (room_after)
      for (std::size_t k = i; k < end; ++k) {
        key_bytes += json_escape(fields[k].key).size() + 4;  // separator, quotes, colon
      }
      line(indent, "// {}: one capacity check",
           end - i == 1 ? fields[i].member : fields[i].member + " .. " + fields[end - 1].member);
      // With an array in it, the run's room is kept: a non-empty array
      // makes room for itself and the run again (generated_support.h).
      const bool arrays = std::any_of(fields.begin() + static_cast<std::ptrdiff_t>(i),
                                      fields.begin() + static_cast<std::ptrdiff_t>(end),
                                      [](const model::Field& f) { return f.type.kind == Kind::Sequence; });
      const std::string run = arrays ? fmt::format("run_{}", runs_++) : std::string();
      if (arrays) {
        line(indent, "const std::size_t {} = detail::run_room(w, {},  // keys{}", run, key_bytes,
             closes ? ", '}' and 1" : "");
      } else {
        line(indent, "p = w.reserve_fields(p, detail::run_room(w, {},  // keys{}", key_bytes,
             closes ? ", '}' and 1" : "");
      }
      // The values, as many to a line as fit in about 100 columns.
      const std::string last = arrays ? ");" : fmt::format("), {});", end - i);
      std::string values;
      for (std::size_t k = i; k < end; ++k) {
        const std::string value = field_access(fields[k], object) + (k + 1 == end ? last : ",");
        if (!values.empty() && (indent + 2) * 2 + values.size() + 1 + value.size() > 100) {
          line(indent + 2, "{}", values);
          values.clear();
        }
        values += (values.empty() ? "" : " ") + value;
      }
      line(indent + 2, "{}", values);
      if (arrays) line(indent, "p = w.reserve_fields(p, {}, {});", run, end - i);
      for (std::size_t k = i; k < end; ++k) {
        const model::Field& f = fields[k];
        const std::string value = field_access(f, object);
        const int body = open_omission(f, value, indent);
        line(body, "p = w.key_at(p, {});", key_literal(first ? '{' : ',', f.key));
        if (f.type.kind == Kind::Sequence) {
          line(body, "p = detail::write_bounded(w, p, {}, {}, {});", value, run, end - i);
        } else {
          line(body, "p = detail::write_bounded(w, p, {});", value);
        }
        close_omission(f, indent);
        first = false;
      }
      if (closes) line(indent, "p = w.end_object_at(p);");
      closed = closes;
      i = end;
    }
    return closed;
  }

  int open_omission(const model::Field& f, const std::string& value, int indent) {
    if (f.omit == model::Field::Omit::WhenEmpty) {
      line(indent, "if (!detail::is_empty({})) {{", value);
      return indent + 1;
    }
    if (f.omit == model::Field::Omit::WhenNull) {
      line(indent, "if (!detail::is_null({})) {{", value);
      return indent + 1;
    }
    return indent;
  }

  void close_omission(const model::Field& f, int indent) {
    if (f.omit == model::Field::Omit::WhenEmpty || f.omit == model::Field::Omit::WhenNull) line(indent, "}}");
  }

  void field_value(const model::Field& f, const std::string& value, int indent) {
    if (!f.custom_writer.empty()) {
      line(indent, "p = {}::write(w, p, {});", f.custom_writer, value);
    } else if (f.enum_as_number) {
      line(indent, "p = detail::write_enum_number(w, p, {});", value);
    } else if (f.tagging.style != Style::None) {
      tagged_field(f, value, indent);
    } else if (f.nlohmann_conventions) {
      line(indent, "p = detail::nlohmann_style::write(w, p, {});", value);
    } else if (f.widen_floats) {
      line(indent, "p = detail::widened_floats::write(w, p, {});", value);
    } else if (f.omit == model::Field::Omit::NullEntries) {
      line(indent, "p = detail::write_map_without_nulls(w, p, {});", value);
    } else {
      line(indent, "p = write_value(w, p, {});", value);
    }
  }

  // A tagged variant, or each variant of a tagged optional or container.
  void tagged_field(const model::Field& f, const std::string& value, int indent) {
    if (f.type.kind == Kind::Optional) {
      line(indent, "if (!{}.has_value()) {{", value);
      line(indent + 1, "p = w.write_literal(p, \"null\");");
      line(indent, "}} else {{");
      line(indent + 1, "const auto& element = *{};", value);
      tagged_variant(f, "element", indent + 1);
      line(indent, "}}");
    } else if (f.type.kind == Kind::Sequence) {
      line(indent, "{{");
      line(indent + 1, "p = w.begin_array(p);");
      line(indent + 1, "std::size_t count = 0;");
      line(indent + 1, "for (const auto& element : {}) {{", value);
      line(indent + 2, "p = w.array_item(p, count++);");
      tagged_variant(f, "element", indent + 2);
      line(indent + 1, "}}");
      line(indent + 1, "p = w.end_array(p, count);");
      line(indent, "}}");
    } else {
      tagged_variant(f, value, indent);
    }
  }

  void tagged_variant(const model::Field& f, const std::string& value, int indent) {
    const model::VariantTagging& tagging = f.tagging;
    line(indent, "switch ({}.index()) {{", value);
    for (std::size_t i = 0; i < tagging.tags.size(); ++i) {
      if (tagging.tags[i].empty()) continue;  // std::monostate: null
      line(indent + 1, "case {}: {{", i);
      const std::string alternative = fmt::format("*std::get_if<{}>(&{})", i, value);
      if (tagging.style == Style::Keyed) {
        line(indent + 2, "p = w.key(p, {});", key_literal('{', tagging.tags[i]));
        line(indent + 2, "p = write_value(w, p, {});", alternative);
        line(indent + 2, "p = w.end_object(p);");
        line(indent + 2, "break;");
        line(indent + 1, "}}");
        continue;
      }
      line(indent + 2, "p = w.key(p, {});", key_literal('{', tagging.tag_key));
      line(indent + 2, "p = w.write_literal(p, {});", string_literal(tagging.tags[i]));
      if (tagging.style == Style::External) {
        line(indent + 2, "p = w.key(p, {});", key_literal(',', tagging.value_key));
        line(indent + 2, "p = write_value(w, p, {});", alternative);
      } else if (!tagging.inline_structs[i].fields.empty()) {
        line(indent + 2, "const auto& alternative = {};", alternative);
        members(tagging.inline_structs[i].fields, "alternative", indent + 2, false, false);
      }
      line(indent + 2, "p = w.end_object(p);");
      line(indent + 2, "break;");
      line(indent + 1, "}}");
    }
    line(indent + 1, "default:  // std::monostate, or valueless after an exception");
    line(indent + 2, "p = w.write_literal(p, \"null\");");
    line(indent + 2, "break;");
    line(indent, "}}");
  }

  const model::Struct& s_;
  std::size_t text_hints_ = 0;  // of the struct
  std::size_t runs_ = 0;        // runs of fields with an array, named run_0, run_1, ... in the struct
  std::size_t nested_objects_ = 0;  // nested objects whose first field may be left out
};

}  // namespace

bool is_always_written(const model::Field& f) {
  return f.omit == model::Field::Omit::Never || f.omit == model::Field::Omit::NullEntries;
}

bool reaches_private_members(const model::Struct& s) {
  if (s.unknown_members && !s.unknown_members->private_tag.empty()) return true;
  return std::any_of(s.fields.begin(), s.fields.end(), [](const model::Field& f) { return !f.private_tag.empty(); });
}

std::string member_access(const std::string& object, const std::string& member, const std::string& base_cast,
                          const char* qualifier, const std::string& private_tag) {
  const std::string whole =
      base_cast.empty() ? object : fmt::format("static_cast<{}::{}&>({})", qualifier, base_cast, object);
  // A member that is not public: through its member pointer, a constant in the .json.cpp.
  if (!private_tag.empty()) return fmt::format("({}.*member_pointer(detail::{}{{}}))", whole, private_tag);
  return whole + "." + member;
}

std::string field_access(const model::Field& f, const std::string& object) {
  std::string access = object;
  for (const auto& step : f.flattened_from) access = member_access(access, step.member, step.base_cast, "const ");
  return member_access(access, f.member, f.base_cast, "const ", f.private_tag);
}

void describe_writing(const model::Struct& s, SerializerClass& out) { WriteEmitter(s, out).emit(); }

}  // namespace jsongen
