// `mancala check FILE...`: validates rule files without running them.
#include <iostream>

#include "cli/common.hpp"

namespace mancala::cli {

Runner register_check(CLI::App& app) {
  auto* command = app.add_subcommand("check", "Check rule files and report every problem found");
  auto files = std::make_shared<std::vector<std::string>>();
  auto options = std::make_shared<RuleOptions>();
  command->add_option("files", *files, "Rule files")->required();
  add_rule_options(*command, *options);
  return [files, options] {
    int failed = 0;
    for (const std::string& file : *files) {
      // Without --variant, the file's defaults and then every variant it declares.
      std::optional<RuleProgram> base = load_or_report(file, *options);
      if (!base) {
        ++failed;
        continue;
      }
      if (!options->variant.empty()) continue;
      for (const std::string& variant : declared_variants(file)) {
        RuleOptions each = *options;
        each.variant = variant;
        if (!load_or_report(file, each)) ++failed;
      }
    }
    if (failed == 0)
      std::cout << files->size() << (files->size() == 1 ? " file" : " files") << " OK\n";
    return failed == 0 ? 0 : 1;
  };
}

}  // namespace mancala::cli
