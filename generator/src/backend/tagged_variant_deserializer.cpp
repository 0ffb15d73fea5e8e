// The readers of fields that hold tagged variants (model::VariantTagging):
// externally tagged ({"<tag_key>":"Circle","<value_key>":{...}}, the two
// keys in either order) and internally tagged (the tag among the
// alternative's own members), std::monostate as null.
#include <string>

#include "backend/code_text.h"
#include "backend/deserializer_emitter_class.h"
#include "backend/key_index.h"

namespace jsongen {
namespace deserializer_emitting {

// read_tagged_I(r, p, value) for field I: a tagged variant, or an optional
// or container of them; then each internally tagged alternative's reader.
void DeserializerEmitter::tagged_field_reader(const model::Field& f, std::size_t index) {
  const model::VariantTagging& tagging = f.tagging;
  const std::string tag_function = fmt::format("tag_index_{}", index);
  index_function(tag_function, tagging.tags, true);
  MemberFunction fn = start("R, class V", "const char*", fmt::format("read_tagged_{}", index),
                            "R& r, const char* p, V& v", "r, p, v");
  if (f.type.kind == Kind::Optional) {
    line(2, "if (p != r.end() && *p == 'n') {{");
    line(3, "v.reset();");
    line(3, "return r.literal(p, \"null\", \"null\");");
    line(2, "}}");
    line(2, "if (!v.has_value()) v.emplace();");
    line(2, "return read_variant_{}(r, p, *v);", index);
  } else if (f.type.kind == Kind::Sequence) {
    line(2, "return detail::read_sequence_with(r, p, v, [](R& r, const char* p, auto& element) {{");
    line(3, "return read_variant_{}(r, p, element);", index);
    line(2, "}});");
  } else {
    line(2, "return read_variant_{}(r, p, v);", index);
  }
  finish(std::move(fn));
  variant_reader(f, index);
  if (tagging.style == Style::Internal) {
    for (std::size_t i = 0; i < tagging.inline_structs.size(); ++i) {
      if (tagging.tags[i].empty()) continue;  // std::monostate: null
      MemberFunction alt = start("R, class A", "const char*", fmt::format("read_alternative_{}_{}", index, i),
                                 "R& r, const char* p, A& a", "r, p, a");
      current_index_function_ = fmt::format("field_index_{}_{}", index, i);
      const auto& fields = tagging.inline_structs[i].fields;
      object(fields, "a", tagging.tag_key, 2);
      finish(std::move(alt));
      field_index_function(current_index_function_, fields);
    }
  }
}

// read_variant_I(r, p, variant): the tag, then the alternative it names.
void DeserializerEmitter::variant_reader(const model::Field& f, std::size_t index) {
  const model::VariantTagging& tagging = f.tagging;
  MemberFunction fn = start("R, class V", "const char*", fmt::format("read_variant_{}", index),
                            "R& r, const char* p, V& v", "r, p, v");
  // std::monostate, written as null.
  std::size_t monostate = tagging.tags.size();
  for (std::size_t i = 0; i < tagging.tags.size(); ++i) {
    if (tagging.tags[i].empty()) monostate = i;
  }
  if (monostate < tagging.tags.size()) {
    line(2, "if (p != r.end() && *p == 'n') {{");
    line(3, "if (v.index() != {}) v.template emplace<{}>();", monostate, monostate);
    line(3, "return r.literal(p, \"null\", \"null\");");
    line(2, "}}");
  }
  std::string expected;
  for (std::size_t i = 0; i < tagging.tags.size(); ++i) {
    if (tagging.tags[i].empty()) continue;
    expected += (expected.empty() ? "" : ", ") + ("\"" + json_escape(tagging.tags[i]) + "\"");
  }
  if (tagging.style == Style::Keyed) {
    line(2, "std::string_view tag;");
    line(2, "const char* tag_start = nullptr;");
    line(2, "p = detail::open_keyed_tag(r, p, tag_start, tag);");
    line(2, "if (JSONGEN_UNLIKELY(!p)) return p;");
    line(2, "const char* q = nullptr;");
    line(2, "switch (tag_index_{}(tag)) {{", index);
    for (std::size_t i = 0; i < tagging.tags.size(); ++i) {
      if (tagging.tags[i].empty()) continue;
      line(3, "case {}:", i);
      line(4, "if (v.index() != {}) v.template emplace<{}>();", i, i);
      line(4, "q = read_value(r, p, *std::get_if<{}>(&v));", i);
      line(4, "if (JSONGEN_UNLIKELY(!q)) return r.in_field({});", cpp_literal(tagging.tags[i]));
      line(4, "break;");
    }
    line(3, "default:");
    line(4, "return detail::unknown_tag(r, tag_start, {});", cpp_literal(expected));
    line(2, "}}");
    line(2, "return detail::close_keyed_tag(r, q);");
  } else if (tagging.style == Style::External) {
    line(2, "detail::external_tag tag;");
    line(2, "p = detail::open_external_tag(r, p, {}, {}, tag);", cpp_literal(tagging.tag_key),
         cpp_literal(tagging.value_key));
    line(2, "if (JSONGEN_UNLIKELY(!p)) return p;");
    line(2, "const char* q = nullptr;");
    line(2, "switch (tag_index_{}(tag.text)) {{", index);
    for (std::size_t i = 0; i < tagging.tags.size(); ++i) {
      if (tagging.tags[i].empty()) continue;
      line(3, "case {}:", i);
      line(4, "if (v.index() != {}) v.template emplace<{}>();", i, i);
      line(4, "q = read_value(r, tag.value, *std::get_if<{}>(&v));", i);
      line(4, "break;");
    }
    line(3, "default:");
    line(4, "return detail::unknown_tag(r, tag.text_start, {});", cpp_literal(expected));
    line(2, "}}");
    line(2, "if (JSONGEN_UNLIKELY(!q)) return r.in_field({});", cpp_literal(tagging.value_key));
    line(2, "return detail::close_external_tag(r, q, p, tag, {});", cpp_literal(tagging.value_key));
  } else {
    line(2, "std::string_view tag;");
    line(2, "const char* tag_start = nullptr;");
    line(2, "if (JSONGEN_UNLIKELY(!detail::find_internal_tag(r, p, {}, {}, tag_start, tag))) return nullptr;",
         quoted_key(tagging.tag_key), cpp_literal(tagging.tag_key));
    line(2, "switch (tag_index_{}(tag)) {{", index);
    for (std::size_t i = 0; i < tagging.tags.size(); ++i) {
      if (tagging.tags[i].empty()) continue;
      line(3, "case {}:", i);
      line(4, "if (v.index() != {}) v.template emplace<{}>();", i, i);
      line(4, "return read_alternative_{}_{}(r, p, *std::get_if<{}>(&v));", index, i, i);
    }
    line(3, "default:");
    line(4, "return detail::unknown_tag(r, tag_start, {});", cpp_literal(expected));
    line(2, "}}");
  }
  finish(std::move(fn));
}

}  // namespace deserializer_emitting
}  // namespace jsongen
