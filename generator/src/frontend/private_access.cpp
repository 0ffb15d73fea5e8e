#include "frontend/private_access.h"

#include <cstdint>

#include "frontend/clang_util.h"

namespace jsongen {

bool befriends_jsongen(CXCursor record) {
  for (CXCursor child : children(record)) {
    if (clang_getCursorKind(child) != CXCursor_FriendDecl) continue;
    for (CXCursor befriended : children(child)) {
      const CXCursorKind kind = clang_getCursorKind(befriended);
      if ((kind == CXCursor_ClassTemplate || kind == CXCursor_TemplateRef) &&
          qualified_name(clang_getCursorReferenced(befriended)) == "jsongen::serializer") {
        return true;
      }
    }
  }
  return false;
}

std::string private_tag_name(const std::string& struct_name, const std::string& base, const std::string& member) {
  const std::string full = struct_name + "/" + base + "::" + member;
  std::uint32_t hash = 2166136261u;  // FNV-1a
  std::string readable = "private_";
  for (const char ch : full) {
    hash = (hash ^ static_cast<unsigned char>(ch)) * 16777619u;
    const bool alnum = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9');
    if (alnum) {
      readable += ch;
    } else if (readable.back() != '_') {
      readable += '_';
    }
  }
  static const char digits[] = "0123456789abcdef";
  if (readable.back() != '_') readable += '_';
  for (int shift = 28; shift >= 0; shift -= 4) readable += digits[(hash >> shift) & 0xf];
  return readable;
}

std::string private_access_refusal(const PrivateAccessPlace& place) {
  if (place.inline_in_another) {
    return place.flattened ? "its fields are flattened into another struct (JSONGEN_FLATTEN), whose .json.cpp cannot "
                             "instantiate them again"
                           : "it is an alternative that a tagged variant writes inline";
  }
  if (place.specialization) return "it is a template instance, which every generated header that uses it defines whole";
  if (!place.in_input) {
    return "it is declared in another header, and every generated header that uses it defines it whole";
  }
  if (place.internal_linkage) return "it is in an unnamed namespace, so its serializer is defined in the header";
  if (place.header_only) return "the header is generated --header-only, without a .json.cpp";
  return "";
}

}  // namespace jsongen
