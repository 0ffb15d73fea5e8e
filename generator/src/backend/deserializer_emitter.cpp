#include "backend/deserializer_emitter.h"

#include <algorithm>
#include <string>
#include <vector>

#include "backend/code_text.h"
#include "backend/deserializer_emitter_class.h"
#include "backend/key_index.h"
#include "backend/serializer_emitter.h"

namespace jsongen {
namespace deserializer_emitting {
namespace {

bool is_required(const model::Field& f) {
  return f.type.kind != Kind::Optional && f.type.kind != Kind::Pointer && is_always_written(f);
}

// The C++ expression of a field of `object`, to assign.
std::string field_target(const model::Field& f, const std::string& object) {
  std::string target = object;
  for (const auto& step : f.flattened_from) target = member_access(target, step.member, step.base_cast, "");
  return member_access(target, f.member, f.base_cast, "", f.private_tag);
}

bool has_nested_objects(const model::Struct& s) {
  return std::any_of(s.fields.begin(), s.fields.end(), [](const model::Field& f) { return !f.under.empty(); });
}

// The fields written in the nested object at `path` (JSONGEN_UNDER), at any depth in it.
std::vector<model::Field> fields_under(const std::vector<model::Field>& fields, const std::vector<std::string>& path) {
  std::vector<model::Field> under;
  for (const auto& f : fields) {
    if (f.under.size() >= path.size() && std::equal(path.begin(), path.end(), f.under.begin())) under.push_back(f);
  }
  return under;
}

// Up to this many fields, a struct's reader has its members' reads inlined;
// past it, each calls one function per member type
// (detail::read_member_out_of_line). Inlined, a wide struct's reader
// outgrows the instruction caches; out of line, a small struct's members
// are too little work to pay for their calls. docs/reading.md has the
// measurements that set the number.
constexpr std::size_t kInlinedMembersAtMost = 6;

}  // namespace

std::string quoted_key(const std::string& key) { return cpp_literal("\"" + json_escape(key) + "\":"); }
std::size_t quoted_key_size(const std::string& key) { return json_escape(key).size() + 3; }

// A nested object's stand-in among the members of the object it is in
// (level_fields): no member of its own.
bool is_nested_object(const model::Field& f) { return f.member.empty(); }

// The members of the object at `depth` nested objects (JSONGEN_UNDER): its
// own fields, and for each nested object a stand-in (is_nested_object)
// with its key and path (`under`, its key last), where its first field is.
std::vector<model::Field> level_fields(const std::vector<model::Field>& fields, std::size_t depth) {
  std::vector<model::Field> level;
  for (const auto& f : fields) {
    if (f.under.size() == depth) {
      level.push_back(f);
      continue;
    }
    const std::vector<std::string> path(f.under.begin(), f.under.begin() + static_cast<std::ptrdiff_t>(depth) + 1);
    if (std::none_of(level.begin(), level.end(), [&](const model::Field& g) { return g.under == path; })) {
      model::Field stand_in;
      stand_in.key = path.back();
      stand_in.under = path;
      stand_in.type.kind = Kind::Struct;
      stand_in.location = f.location;
      level.push_back(std::move(stand_in));
    }
  }
  return level;
}

void DeserializerEmitter::emit() {
  out_.add_text("  static constexpr unsigned kinds = detail::kind_object;\n");
  for (std::size_t i = 0; i < s_.fields.size(); ++i) {
    if (s_.fields[i].tagging.style != Style::None) tagged_field_reader(s_.fields[i], i);
  }
  const bool nested = has_nested_objects(s_);
  if (nested) nested_object_readers(s_.fields, 0);
  MemberFunction f = start("R", "const char*", "read", "R& r, const char* p, ::" + s_.name + "& v", "r, p, v");
  if (s_.unknown_members) unknown_ = field_target(*s_.unknown_members, "v");
  if (nested) {
    object(level_fields(s_.fields, 0), "v", "", 2);  // (one function, however many fields)
  } else if (s_.fields.size() > kFieldsPerPart) {
    wide_object();
  } else {
    object(s_.fields, "v", "", 2);
  }
  unknown_.clear();
  finish(std::move(f));
  finish_wide_parts();
  field_index_function("field_index", nested ? level_fields(s_.fields, 0) : s_.fields);
}

// read_nested_I(r, p, v) for each nested object (JSONGEN_UNDER) of the
// object at `depth`, and of those in it: its members read as a struct's,
// into the fields of v (the whole struct). Unknown members in it are
// left to the unknown-field policy (a JSONGEN_UNKNOWN_MEMBERS map keeps the
// struct's own object's).
void DeserializerEmitter::nested_object_readers(const std::vector<model::Field>& fields, std::size_t depth) {
  for (const auto& stand_in : level_fields(fields, depth)) {
    if (!is_nested_object(stand_in)) continue;
    const std::size_t id = nested_ids_.size();
    nested_ids_[stand_in.under] = id;
    const std::vector<model::Field> inside = fields_under(fields, stand_in.under);
    const std::vector<model::Field> members = level_fields(inside, depth + 1);
    nested_object_readers(inside, depth + 1);  // (first: this one calls them)
    MemberFunction fn = start("R", "const char*", fmt::format("read_nested_{}", id),
                              "R& r, const char* p, ::" + s_.name + "& v", "r, p, v");
    level_index_function_ = fmt::format("nested_index_{}", id);
    object(members, "v", "", 2);
    finish(std::move(fn));
    field_index_function(level_index_function_, members);
    level_index_function_.clear();
  }
}

// A nested object the object lacks: each field under it is absent, and
// the first required one makes the object a missing field.
void DeserializerEmitter::absent_nested_object(const model::Field& stand_in, std::size_t i, int indent) {
  line(indent, "if (!seen.has({})) {{  // a nested object: the fields under it", i);
  bool reported = false;
  for (const auto& f : fields_under(s_.fields, stand_in.under)) {
    const std::string target = field_target(f, "v");
    if (s_.defaults_when_missing || f.default_when_missing) {
      const std::string source = field_access(f, "::" + s_.name + "{}");
      if (f.bit_width != 0) {
        line(indent + 1, "if (R::options::missing_fields != missing_field_policy::keep) {} = {};", target, source);
      } else {
        line(indent + 1, "detail::assign_default(r, {}, {});", target, source);
      }
    } else if (is_required(f)) {
      if (!reported)
        line(indent + 1, "if (!(p = detail::missing_field(r, p, {}))) return p;", cpp_literal(stand_in.key));
      reported = true;
    } else {
      line(indent + 1, "detail::absent_field(r, {});", target);
    }
  }
  line(indent, "}}");
}

// static int NAME(std::string_view key): a field's index by its key or one
// of its aliases.
void DeserializerEmitter::field_index_function(const std::string& name, const std::vector<model::Field>& fields) {
  std::vector<std::string> keys;
  std::vector<std::size_t> indexes;
  for (std::size_t i = 0; i < fields.size(); ++i) {
    keys.push_back(fields[i].key);
    indexes.push_back(i);
  }
  for (std::size_t i = 0; i < fields.size(); ++i) {
    for (const std::string& alias : fields[i].aliases) {
      keys.push_back(alias);
      indexes.push_back(i);
    }
  }
  out_.add_text(key_index_function(name, keys, indexes, false));
}

// How a field's value is read at p (its first byte).
std::string DeserializerEmitter::read_expression(const model::Field& f, std::size_t index, const std::string& target) {
  if (is_nested_object(f)) return fmt::format("read_nested_{}(r, p, v)", nested_ids_.at(f.under));
  if (f.bit_width != 0) {
    return fmt::format("detail::read_bit_field<{}>(r, p, {}, [&](auto bits) {{ {} = bits; }})", f.bit_width, target,
                       target);
  }
  if (!f.custom_writer.empty()) return fmt::format("{}::read(r, p, {})", f.custom_writer, target);
  if (f.enum_as_number) return fmt::format("detail::read_enum_number(r, p, {})", target);
  if (f.tagging.style != Style::None) return fmt::format("read_tagged_{}(r, p, {})", struct_index(f, index), target);
  if (f.nlohmann_conventions) return fmt::format("detail::nlohmann_style::read(r, p, {})", target);
  return fmt::format("read_value(r, p, {})", target);
}
bool DeserializerEmitter::plain(const model::Field& f) {
  return f.custom_writer.empty() && !f.enum_as_number && f.tagging.style == Style::None && f.bit_width == 0 &&
         !f.nlohmann_conventions && !is_nested_object(f);
}

// The index in the struct of a field at `index` among its object's
// members: the same, but for a struct with nested objects (JSONGEN_UNDER).
std::size_t DeserializerEmitter::struct_index(const model::Field& f, std::size_t index) const {
  if (nested_ids_.empty()) return index;
  const std::string target = field_target(f, "v");
  for (std::size_t i = 0; i < s_.fields.size(); ++i) {
    if (field_target(s_.fields[i], "v") == target) return i;
  }
  return index;
}

// A field the object lacks: required ones are an error (or kept, by the
// options), optional ones are emptied; in a struct that takes defaults
// (NLOHMANN_DEFINE_TYPE_*_WITH_DEFAULT) every one takes its value in a
// default-constructed struct.
void DeserializerEmitter::absent_field(const model::Field& f, std::size_t i, const std::string& object, int indent) {
  if (is_nested_object(f)) {
    absent_nested_object(f, i, indent);
  } else if ((s_.defaults_when_missing || f.default_when_missing) && object == "v") {  // (not a tagged alternative's)
    const std::string source = field_access(f, "::" + s_.name + "{}");
    if (f.bit_width != 0) {
      line(indent, "if (!seen.has({}) && R::options::missing_fields != missing_field_policy::keep) {} = {};", i,
           field_target(f, object), source);
    } else {
      line(indent, "if (!seen.has({})) detail::assign_default(r, {}, {});", i, field_target(f, object), source);
    }
  } else if (is_required(f)) {
    line(indent, "if (!seen.has({}) && !(p = detail::missing_field(r, p, {}))) return p;", i, cpp_literal(f.key));
  } else {
    line(indent, "if (!seen.has({})) detail::absent_field(r, {});", i, field_target(f, object));
  }
}

// The body of a read of the object at p into `object`'s fields: in
// declaration order while the keys come so, then in any order. Each
// field's value is read by one block of code, which both paths reach
// (the any-order loop by goto): two copies of every field's read doubled
// the code. An internally tagged
// variant's alternative also has the tag's key, whose value (already
// read) is skipped: `tag_key`.
void DeserializerEmitter::object(const std::vector<model::Field>& fields, const std::string& object,
                                 const std::string& tag_key, int indent) {
  line(indent, "p = r.open_object(p);");
  line(indent, "if (JSONGEN_UNLIKELY(!p)) return p;");
  if (tag_key.empty() && !unknown_.empty())
    line(indent, "{}.clear();  // the unknown members of this object", unknown_);
  const std::size_t n = fields.size();
  const std::string label_indent(static_cast<std::size_t>(indent - 1) * 2, ' ');
  if (n == 0) {
    line(indent, "(void){};", object);
    any_order_loop(fields, tag_key, indent);
    line(indent, "return r.close_object(p);");
    return;
  }
  line(indent, "detail::field_set<{}> seen;", n);
  line(indent, "bool in_order = true;  // on the in-order path: each key checked against the next field's");
  line(indent, "const char* key_start = nullptr;");
  line(indent, "std::string_view key;");
  if (!tag_key.empty()) {
    line(indent, "if (detail::at_key(r, p, {})) {{  // the tag, first as written: read already", quoted_key(tag_key));
    line(indent + 1, "p = r.skip_value(r.skip_whitespace(p + {}));", quoted_key_size(tag_key));
    line(indent + 1, "if (JSONGEN_UNLIKELY(!p)) return p;");
    line(indent + 1, "p = r.next_member(p);");
    line(indent + 1, "if (JSONGEN_UNLIKELY(!p)) return p;");
    line(indent, "}}");
  }
  line(indent, "// In declaration order, as a writer of the struct puts them:");
  for (std::size_t i = 0; i < n; ++i) {
    const model::Field& f = fields[i];
    const std::string target = field_target(f, object);
    // (expect_I: where the in-order path goes on after a member out of order.)
    line(0, "{}expect_{}:", label_indent, i);
    if (i == 0) {
      line(indent, "if (!detail::at_key(r, p, {})) goto any_order;", quoted_key(f.key));
    } else {
      line(indent, "if (!detail::at_key(r, p, {})) {{", quoted_key(f.key));
      line(indent + 1, "seen.set_first({});", i);
      line(indent + 1, "goto any_order;");
      line(indent, "}}");
    }
    line(indent, "p += {};", quoted_key_size(f.key));
    line(0, "{}field_{}:", label_indent, i);
    if (plain(f)) {
      line(indent, "p = detail::{}(r, p, {});",
           n > kInlinedMembersAtMost ? "read_member_out_of_line" : "read_member", target);
      line(indent, "if (JSONGEN_UNLIKELY(!p)) return r.in_field({});", cpp_literal(f.key));
    } else {
      line(indent, "p = r.skip_whitespace(p);");
      line(indent, "p = {};", read_expression(f, i, target));
      line(indent, "if (JSONGEN_UNLIKELY(!p)) return r.in_field({});", cpp_literal(f.key));
      line(indent, "p = r.next_member(p);");
      line(indent, "if (JSONGEN_UNLIKELY(!p)) return p;");
    }
    line(indent, "if (!in_order) goto next_key;");
    if (i + 1 < n) {
      line(indent, "if (*p == '}}') {{");
      line(indent + 1, "seen.set_first({});", i + 1);
      line(indent + 1, "goto end;");
      line(indent, "}}");
    }
  }
  line(indent, "if (JSONGEN_LIKELY(*p == '}}')) return r.close_object(p);");
  line(indent, "seen.set_first({});", n);
  line(indent, "goto any_order;");
  // After a member out of order (most often an unknown key, which a partial
  // model skips mid-object): back on the in-order path when the fields read
  // so far are the first k, at field k's key, so that one member out of
  // place does not cost every key after it a lookup.
  line(0, "{}next_key:", label_indent);
  line(indent, "in_order = true;");
  line(indent, "switch (seen.first_count()) {{");
  for (std::size_t i = 0; i < n; ++i) line(indent + 1, "case {}: goto expect_{};", i, i);
  line(indent + 1, "default: break;");
  line(indent, "}}");
  line(0, "{}any_order:", label_indent);
  line(indent, "in_order = false;");
  any_order_loop(fields, tag_key, indent);
  line(0, "{}end:", label_indent);
  absent_fields(fields, object, 0, n, indent);
  line(indent, "return r.close_object(p);");
}

// The members at p in any order: each key found by field_index (or
// `tag_key`), then its field's block above (goto field_I, which comes
// back to next_key, above it), the others skipped. With no fields, a plain
// loop.
void DeserializerEmitter::any_order_loop(const std::vector<model::Field>& fields, const std::string& tag_key,
                                         int indent) {
  const std::size_t n = fields.size();
  const std::string label_indent(static_cast<std::size_t>(indent - 1) * 2, ' ');
  const std::string index_function = !tag_key.empty()                 ? current_index_function_
                                     : !level_index_function_.empty() ? level_index_function_
                                                                      : "field_index";
  if (n == 0) {
    line(indent, "while (*p != '}}') {{");
    line(indent + 1, "const char* const key_start = p;");
    line(indent + 1, "std::string_view key;");
    line(indent + 1, "p = r.read_key(p, key);");
    line(indent + 1, "if (JSONGEN_UNLIKELY(!p)) return p;");
    other_member(tag_key, indent + 1);
    line(indent, "}}");
    return;
  }
  line(indent, "if (*p == '}}') goto end;");
  line(indent, "key_start = p;");
  line(indent, "p = r.read_key(p, key);");
  line(indent, "if (JSONGEN_UNLIKELY(!p)) return p;");
  line(indent, "switch ({}(key)) {{", index_function);
  for (std::size_t i = 0; i < n; ++i) {
    line(indent + 1, "case {}:", i);
    line(indent + 2, "if (JSONGEN_UNLIKELY(seen.has({})) && !(p = detail::repeated_field(r, key_start, p))) {{", i);
    line(indent + 3, "return r.in_field({});", cpp_literal(fields[i].key));
    line(indent + 2, "}}");
    line(indent + 2, "seen.set({});", i);
    line(indent + 2, "goto field_{};", i);
  }
  line(indent + 1, "default:");
  other_member(tag_key, indent + 2);
  line(indent + 2, "goto next_key;");
  line(indent, "}}");
}

// A member whose key is no field's (p at its value): skipped as
// unknown_field says (or, `tag_key`, the tag, read already), then on to the
// next member.
void DeserializerEmitter::other_member(const std::string& tag_key, int indent) {
  if (!tag_key.empty()) {
    line(indent, "p = key == {} ? r.skip_value(p) : detail::unknown_field(r, key_start, p);  // the tag, read already",
         cpp_literal(tag_key));
  } else if (!unknown_.empty()) {
    line(indent, "p = detail::read_unknown_member(r, key_start, key, p, {});  // kept", unknown_);
  } else {
    line(indent, "p = detail::unknown_field(r, key_start, p);");
  }
  line(indent, "if (JSONGEN_UNLIKELY(!p)) return p;");
  line(indent, "p = r.next_member(p);");
  line(indent, "if (JSONGEN_UNLIKELY(!p)) return p;");
}

void DeserializerEmitter::field_case(const model::Field& f, std::size_t i, const std::string& object, int indent) {
  line(indent, "case {}:", i);
  line(indent + 1, "if (JSONGEN_UNLIKELY(seen.has({})) && !(p = detail::repeated_field(r, key_start, p))) {{", i);
  line(indent + 2, "return r.in_field({});", cpp_literal(f.key));
  line(indent + 1, "}}");
  line(indent + 1, "seen.set({});", i);
  line(indent + 1, "p = {};", read_expression(f, i, field_target(f, object)));
  line(indent + 1, "if (JSONGEN_UNLIKELY(!p)) return r.in_field({});", cpp_literal(f.key));
  line(indent + 1, "break;");
}

// Fields the object lacked (p at its '}'): required ones are an error
// (or kept, by the options), optional ones are emptied.
void DeserializerEmitter::absent_fields(const std::vector<model::Field>& fields, const std::string& object,
                                        std::size_t first, std::size_t count, int indent) {
  if (count == 0) return;
  line(indent, "if (!seen.all()) {{");
  for (std::size_t i = first; i < first + count; ++i) absent_field(fields[i], i, object, indent + 1);
  line(indent, "}}");
}

// A struct of more fields than kFieldsPerPart: the loop alone, its cases
// and its checks of absent fields in parts (functions of their own).
void DeserializerEmitter::wide_object() {
  const std::size_t n = s_.fields.size();
  const std::size_t parts = (n + kFieldsPerPart - 1) / kFieldsPerPart;
  line(2, "p = r.open_object(p);");
  line(2, "if (JSONGEN_UNLIKELY(!p)) return p;");
  if (!unknown_.empty()) line(2, "{}.clear();  // the unknown members of this object", unknown_);
  line(2, "detail::field_set<{}> seen;", n);
  line(2, "while (*p != '}}') {{");
  line(3, "const char* const key_start = p;");
  line(3, "std::string_view key;");
  line(3, "p = r.read_key(p, key);");
  line(3, "if (JSONGEN_UNLIKELY(!p)) return p;");
  line(3, "const int index = field_index(key);");
  for (std::size_t part = 0; part < parts; ++part) {
    line(3, "{}if (index < {}) {{", part == 0 ? "" : "} else ", std::min(n, (part + 1) * kFieldsPerPart));
    line(4, "p = read_part_{}(r, key_start, p, v, seen, index);", part);
  }
  line(3, "}} else {{");
  if (!unknown_.empty()) {
    line(4, "p = detail::read_unknown_member(r, key_start, key, p, {});  // kept", unknown_);
  } else {
    line(4, "p = detail::unknown_field(r, key_start, p);");
  }
  line(3, "}}");
  line(3, "if (JSONGEN_UNLIKELY(!p)) return p;");
  line(3, "p = r.next_member(p);");
  line(3, "if (JSONGEN_UNLIKELY(!p)) return p;");
  line(2, "}}");
  for (std::size_t part = 0; part < parts; ++part) {
    line(2, "if (JSONGEN_UNLIKELY(!(p = absent_part_{}(r, p, v, seen)))) return p;", part);
  }
  line(2, "return r.close_object(p);");
  // The parts, as functions the compiler does not inline.
  pending_parts_ = parts;
}

void DeserializerEmitter::finish_wide_parts() {
  const std::size_t n = s_.fields.size();
  const std::string seen = fmt::format("detail::field_set<{}>& seen", n);
  for (std::size_t part = 0; part < pending_parts_; ++part) {
    const std::size_t first = part * kFieldsPerPart;
    const std::size_t count = std::min(n - first, kFieldsPerPart);
    MemberFunction f = start("R", "const char*", fmt::format("read_part_{}", part),
                             "R& r, const char* key_start, const char* p, ::" + s_.name + "& v, " + seen +
                                 ", int index",
                             "r, key_start, p, v, seen, index");
    f.specifiers = "JSONGEN_NOINLINE ";
    line(2, "switch (index) {{");
    for (std::size_t i = first; i < first + count; ++i) field_case(s_.fields[i], i, "v", 3);
    line(3, "default:");
    line(4, "break;");
    line(2, "}}");
    line(2, "return p;");
    finish(std::move(f));
    MemberFunction g = start("R", "const char*", fmt::format("absent_part_{}", part),
                             "R& r, const char* p, ::" + s_.name + "& v, " + seen, "r, p, v, seen");
    g.specifiers = "JSONGEN_NOINLINE ";
    line(2, "(void)v;  // (when every field of the part is required)");
    for (std::size_t i = first; i < first + count; ++i) absent_field(s_.fields[i], i, "v", 2);
    line(2, "return p;");
    finish(std::move(g));
  }
}

// static int NAME(std::string_view key), a member of the class.
void DeserializerEmitter::index_function(const std::string& name, const std::vector<std::string>& keys, bool tags) {
  out_.add_text(key_index_function(name, keys, tags));
}

}  // namespace deserializer_emitting

void describe_reading(const model::Struct& s, SerializerClass& out) {
  deserializer_emitting::DeserializerEmitter(s, out).emit();
}

}  // namespace jsongen
