#include "driver/libclang_info.h"

#include <clang-c/Index.h>

#if defined(__unix__) || defined(__APPLE__)
#include <dlfcn.h>
#endif

#include <cctype>

namespace jsongen {

std::string libclang_version_text() {
  CXString version = clang_getClangVersion();
  const char* text = clang_getCString(version);
  std::string result = text ? text : "";
  clang_disposeString(version);
  return result;
}

int libclang_major_version() {
  static const int major = [] {
    const std::string text = libclang_version_text();
    const auto at = text.find("version ");
    if (at == std::string::npos) return 0;
    int value = 0;
    for (std::size_t i = at + 8; i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])); ++i) {
      value = value * 10 + (text[i] - '0');
    }
    return value;
  }();
  return major;
}

std::string libclang_loaded_path() {
#if defined(__unix__) || defined(__APPLE__)
  Dl_info info{};
  if (dladdr(reinterpret_cast<void*>(&clang_getClangVersion), &info) != 0 && info.dli_fname != nullptr) {
    return info.dli_fname;
  }
#endif
  return {};
}

std::string libclang_version_report() {
  std::string report = "libclang: " + libclang_version_text();
  const std::string path = libclang_loaded_path();
  if (!path.empty()) report += " (" + path + ")";
  report += "\nbuilt against: libclang " JSONGEN_LIBCLANG_BUILD_VERSION " (" JSONGEN_LIBCLANG_BUILD_LIBRARY ")\n";
  report += "clang resource dir: " JSONGEN_CLANG_RESOURCE_DIR "\n";
  return report;
}

std::string standard_for_libclang(const std::string& value, int major) {
  if (major <= 0) return value;
  for (const char* dialect : {"c++", "gnu++"}) {
    const std::string prefix = dialect;
    if (value.compare(0, prefix.size(), prefix) != 0) continue;
    const std::string year = value.substr(prefix.size());
    if (year == "23" && major < 17) return prefix + "2b";
    if (year == "26" && major >= 17 && major < 19) return prefix + "2c";  // none before 17
  }
  return value;
}

}  // namespace jsongen
