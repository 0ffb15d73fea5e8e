// libclang -> model: parses the inputs as one translation unit and walks each
// input's namespaces and classes for the structs to generate. The parts live
// beside it: clang_util (cursors and names), annotation_reader,
// translation_unit_facts (inclusions, custom serializers), type_classifier
// (TypeRef from CXType), enum_builder, struct_builder and variant_tagging
// (fields, bases, tags).
#include "parser.h"

#include <clang-c/Index.h>
#include <stdlib.h>

#include <memory>

#include "annotation_placement.h"
#include "annotation_reader.h"
#include "clang_util.h"
#include "driver_errors.h"
#include "enum_builder.h"
#include "function_local_structs.h"
#include "nesting_depth.h"
#include "struct_builder.h"
#include "template_parameters.h"
#include "translation_unit_facts.h"
#include "type_classifier.h"
#include "unit_context.h"

namespace jsongen {
namespace {

// Builds the model of one input file of the translation unit.
class RecordWalker {
 public:
  explicit RecordWalker(UnitContext& context) : context_(context), types_(context), structs_(context, types_) {}

  void run() {
    const CXCursor root = clang_getTranslationUnitCursor(context_.tu);
    check_annotation_placement(context_);
    check_function_local_structs(context_);
    visit_scope(root);
    if (!context_.request.type_patterns.empty()) visit_for_patterns(root);
    // Template instantiations and --type structs, as they are discovered.
    while (context_.has_pending()) {
      const CXType type = context_.take_pending();
      model::Struct s = structs_.build_struct(type, clang_getTypeDeclaration(type));
      s.shared = true;
      context_.unit.structs.push_back(std::move(s));
    }
  }

 private:
  // Walks namespaces and classes of the input file looking for annotated structs.
  void visit_scope(CXCursor scope) {
    for (CXCursor c : children(scope)) {
      if (!is_in(c, context_.target)) continue;
      const CXCursorKind kind = clang_getCursorKind(c);
      if (kind == CXCursor_Namespace || kind == CXCursor_LinkageSpec) {
        // The runtime's ::jsongen holds only serializers; a user's app::jsongen is visited.
        const bool runtime_namespace =
            spelling(c) == "jsongen" && clang_getCursorKind(scope) == CXCursor_TranslationUnit;
        if (!runtime_namespace) visit_scope(c);
      } else if (is_record_kind(kind)) {
        visit_record(c, kind);
      } else if (kind == CXCursor_ClassTemplate && clang_isCursorDefinition(c) && read_annotations(c).serialize) {
        model::MarkedTemplate marked;
        marked.name = qualified_name(c);
        // A user-written partial specialization for the template takes its place.
        if (context_.facts.custom_templates.count(marked.name) == 0 &&
            matching_parameter_lists(c, marked.parameters, marked.arguments)) {
          context_.unit.templates.push_back(std::move(marked));
        }
      } else if (kind == CXCursor_EnumDecl && clang_isCursorDefinition(c) && read_annotations(c).serialize) {
        // Written whether or not a field uses it (a map key at top level, say).
        if (is_unnamed(c)) {
          context_.error(location_of(c), "an anonymous enum cannot be serialized; give it a name");
        } else {
          use_enum(context_, c);
        }
      }
    }
  }

  void visit_record(CXCursor c, CXCursorKind kind) {
    if (!clang_isCursorDefinition(c)) return;
    const CXCursor pattern = primary_template(c);
    if (!clang_Cursor_isNull(pattern)) {
      // An explicit instantiation or specialization of an annotated template.
      if (read_annotations(pattern).serialize || read_annotations(c).serialize) {
        context_.enqueue_shared(clang_getCanonicalType(clang_getCursorType(c)));
      }
      return;
    }
    if (read_annotations(c).serialize) {
      if (kind == CXCursor_UnionDecl) {
        context_.error(location_of(c), "union '" + spelling(c) +
                                           "' is marked JSONGEN_SERIALIZE, but a union has no JSON meaning "
                                           "(use std::variant or a struct)");
      } else if (spelling(c).empty() || clang_Cursor_isAnonymous(c)) {
        context_.error(location_of(c), "an anonymous struct cannot be serialized; give it a name");
      } else {
        context_.unit.structs.push_back(structs_.build_struct(clang_getCanonicalType(clang_getCursorType(c)), c));
      }
    }
    visit_scope(c);  // nested types
  }

  // --type: every struct and enum in any header whose qualified name matches.
  void visit_for_patterns(CXCursor scope) {
    for (CXCursor c : children(scope)) {
      const CXCursorKind kind = clang_getCursorKind(c);
      const std::string name = spelling(c);
      if (kind == CXCursor_Namespace || kind == CXCursor_LinkageSpec) {
        if (name == "std" || name.compare(0, 2, "__") == 0) continue;  // the implementation's own types
        visit_for_patterns(c);
        continue;
      }
      if (kind == CXCursor_EnumDecl && clang_isCursorDefinition(c) && !is_unnamed(c)) {
        if (context_.selected_by_pattern(qualified_name(c))) use_enum(context_, c);  // guarded like every enum's
        continue;
      }
      if ((kind != CXCursor_StructDecl && kind != CXCursor_ClassDecl) || !clang_isCursorDefinition(c)) continue;
      if (name.empty() || clang_Cursor_isAnonymous(c) || !clang_Cursor_isNull(primary_template(c))) continue;
      visit_for_patterns(c);                        // nested types
      if (read_annotations(c).serialize) continue;  // generated where it is annotated
      const std::string qualified = qualified_name(c);
      if (context_.selected_by_pattern(qualified)) {
        context_.enqueue_shared(clang_getCanonicalType(clang_getCursorType(c)));
      }
    }
  }

  UnitContext& context_;
  TypeClassifier types_;
  StructBuilder structs_;
};

}  // namespace

ParseResult parse_headers(const ParseRequest& request) {
  ParseResult result;
  std::unique_ptr<void, void (*)(CXIndex)> index(clang_createIndex(0, 0), clang_disposeIndex);
  // Several inputs are parsed as one translation unit: an umbrella file that
  // includes each of them by absolute path.
  const bool umbrella = request.inputs.size() > 1;
  std::vector<std::string> absolute_inputs;
  std::string umbrella_text;
  for (const auto& input : request.inputs) {
    char* resolved = ::realpath(input.c_str(), nullptr);
    absolute_inputs.push_back(resolved ? resolved : input);
    std::free(resolved);
    umbrella_text += "#include \"" + absolute_inputs.back() + "\"\n";
  }
  const std::string umbrella_name = "jsongen-inputs.hpp";
  CXUnsavedFile umbrella_file{umbrella_name.c_str(), umbrella_text.c_str(),
                              static_cast<unsigned long>(umbrella_text.size())};
  // The full argv form: argv[0] is the clang driver's path, from which clang
  // finds the GCC installation (and so the C++ standard headers) as the
  // compiler itself would.
  std::vector<const char*> argv;
  for (const auto& arg : request.clang_args) argv.push_back(arg.c_str());
  argv.push_back(umbrella ? umbrella_name.c_str() : request.inputs.front().c_str());
  CXTranslationUnit tu = nullptr;
  const CXErrorCode code = clang_parseTranslationUnit2FullArgv(
      index.get(), nullptr, argv.data(), static_cast<int>(argv.size()), umbrella ? &umbrella_file : nullptr,
      umbrella ? 1u : 0u, CXTranslationUnit_SkipFunctionBodies, &tu);
  if (code != CXError_Success || tu == nullptr) {
    // libclang keeps the reason to itself (an unknown -std= value, an unknown
    // option): the clang driver beside it, given the same arguments, says it.
    std::vector<std::string> driver_args = request.clang_args;
    driver_args.push_back(absolute_inputs.front());
    const std::vector<std::string> reasons = clang_driver_errors(driver_args);
    const std::string what =
        "libclang could not parse this file (error code " + std::to_string(static_cast<int>(code)) + ")";
    auto report = [&](std::string message) {
      Diagnostic failure;
      failure.location.file = request.inputs.front();
      failure.message = std::move(message);
      result.errors.push_back(std::move(failure));
    };
    for (const auto& reason : reasons) report(what + ": clang says: " + reason);
    if (reasons.empty()) report(what + "; check the arguments passed after -- (jsongen -v shows the command line)");
    return result;
  }
  collect_clang_errors(tu, result.errors);
  if (result.errors.empty()) {
    const TranslationUnitFacts facts(tu, umbrella);
    result.dependencies = facts.dependencies;
    for (std::size_t i = 0; i < request.inputs.size(); ++i) {
      result.units.emplace_back();
      CXFile target = clang_getFile(tu, umbrella ? absolute_inputs[i].c_str() : request.inputs[i].c_str());
      if (target == nullptr) {
        Diagnostic unread;
        unread.location.file = request.inputs[i];
        unread.message = "clang did not read this file";
        result.errors.push_back(std::move(unread));
        continue;
      }
      UnitContext context(tu, target, request, facts, result.units.back(), result.errors);
      RecordWalker(context).run();
      if (auto too_deep = check_nesting_depth(result.units.back())) result.errors.push_back(std::move(*too_deep));
    }
  }
  clang_disposeTranslationUnit(tu);
  return result;
}

}  // namespace jsongen
