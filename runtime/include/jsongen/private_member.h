// Members that are not public, reached by generated code without the
// class's JSONGEN_FRIEND: names used in an explicit instantiation are not
// access-checked ([temp.explicit]), so a generated .json.cpp's
//
//   struct private_Account_secret_1a2b3c4d {  // a tag per struct and member
//     friend constexpr auto member_pointer(private_Account_secret_1a2b3c4d) noexcept;
//   };
//   template struct private_member<private_Account_secret_1a2b3c4d, &::Account::secret>;
//
// defines member_pointer(tag), which argument-dependent lookup finds through
// the tag, and which returns &Account::secret: a constant, so that
// `v.*member_pointer(tag{})` compiles to what `v.secret` does. An explicit
// instantiation may appear once in a program: only the .json.cpp of the
// struct's own header has them, and only it defines the functions that use
// them (a bit-field has no member pointer: it needs JSONGEN_FRIEND).
#pragma once

#include "require_cxx17.h"

namespace jsongen::detail {

template <class Tag, auto MemberPointer>
struct private_member {
  friend constexpr auto member_pointer(Tag) noexcept { return MemberPointer; }
};

}  // namespace jsongen::detail
