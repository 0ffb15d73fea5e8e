// The standard types the runtime writes beyond strings, containers and
// vocabulary types: std::span (an array), std::chrono::duration (a number),
// system_clock time points (RFC 3339 text), multimaps ([key, value] pairs),
// std::atomic and std::reference_wrapper (as what they hold).
// std::filesystem::path is a plain class: TypeClassifier::classify_record.
#include "frontend/std_library_types.h"

#include "frontend/clang_util.h"

namespace jsongen {
namespace {

using Kind = model::TypeRef::Kind;

bool is_number(Kind kind) {
  return kind == Kind::SignedInteger || kind == Kind::UnsignedInteger || kind == Kind::Float || kind == Kind::Double;
}

}  // namespace

bool classify_library_template(TypeClassifier& types, const std::string& name, CXType record, model::TypeRef& out,
                               std::string& why, bool& known) {
  auto arg = [&](unsigned i) { return clang_Type_getTemplateArgumentAsType(record, i); };
  known = true;
  if (name == "std::span") {
    out.kind = Kind::Sequence;
    out.form = model::TypeRef::Form::Span;
    return types.classify_args(out, {arg(0)}, why);
  }
  if (name == "std::multimap" || name == "std::unordered_multimap") {
    out.kind = Kind::MultiMap;  // pairs by default, so any key; repeated_keys is checked by the runtime
    return types.classify_args(out, {arg(0), arg(1)}, why);
  }
  if (name == "std::atomic" || name == "std::reference_wrapper") {
    out.kind = Kind::Wrapper;
    return types.classify_args(out, {arg(0)}, why);
  }
  if (name == "std::chrono::duration") {
    out.kind = Kind::Duration;
    if (!types.classify_args(out, {arg(0)}, why)) return false;
    if (!is_number(out.args[0].kind)) {
      why = "a std::chrono::duration is written as its count(), so its Rep must be an integer, float or double";
      return false;
    }
    return true;
  }
  if (name == "std::chrono::time_point") {
    const CXCursor clock = clang_getTypeDeclaration(clang_getCanonicalType(arg(0)));
    if (qualified_name(clock) != "std::chrono::system_clock") {
      why = "only std::chrono::system_clock time points are written (as RFC 3339 UTC text); for another clock, "
            "store or write t.time_since_epoch(), a duration";
      return false;
    }
    const CXType duration = clang_getCanonicalType(arg(1));
    const CXTypeKind rep = clang_getCanonicalType(clang_Type_getTemplateArgumentAsType(duration, 0)).kind;
    model::TypeRef rep_type;
    std::string ignored;
    if (!types.classify(clang_Type_getTemplateArgumentAsType(duration, 0), rep_type, ignored) || rep == CXType_Bool ||
        (rep_type.kind != Kind::SignedInteger && rep_type.kind != Kind::UnsignedInteger)) {
      why = "a time_point with a floating-point (or other non-integer) duration: store an integer one, e.g. "
            "std::chrono::time_point_cast<std::chrono::microseconds>(t)";
      return false;
    }
    out.kind = Kind::TimePoint;
    return true;
  }
  known = false;
  return false;
}

}  // namespace jsongen
