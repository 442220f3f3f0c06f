// `mancala check RULES...`: validates rule files (and every variant they
// declare) without running them.
#include <iostream>
#include <set>

#include "cli/common.hpp"

namespace mancala::cli {

Runner register_check(CLI::App& app) {
  auto* command = app.add_subcommand("check", "Check rule files and report every problem found");
  auto files = std::make_shared<std::vector<std::string>>();
  auto options = std::make_shared<RuleOptions>();
  auto werror = std::make_shared<bool>(false);
  command->add_option("rules", *files, "Rule sets: FILE[:VARIANT][,NAME=VALUE...]")->required();
  command->add_flag("--werror", *werror, "Treat warnings as errors");
  add_rule_options(*command, *options);
  return [files, options, werror] {
    int failed = 0;
    for (const std::string& argument : *files) {
      std::string why;
      std::optional<RuleSetSpec> spec = parse_rule_set(argument, why);
      if (spec) spec = combine(*spec, argument, *options, why);
      if (!spec) {
        report_error(why);
        ++failed;
        continue;
      }
      // Without a variant: the file's defaults, then every variant it declares.
      std::vector<std::string> variants = {spec->variant};
      if (spec->variant.empty())
        for (const std::string& v : declared_variants(spec->file)) variants.push_back(v);
      std::set<std::string> shown;  // each message once, though several variants repeat it
      bool ok = true;
      for (const std::string& variant : variants) {
        CompileOptions compile = compile_options(*spec);
        compile.variant = variant;
        LoadResult loaded = load_rules(spec->file, compile);
        if (shown.insert(loaded.messages).second) print_load_messages(loaded.messages, spec->file);
        const bool warned = loaded.messages.find(": warning: ") != std::string::npos;
        if (!loaded.program || (*werror && warned)) ok = false;
      }
      if (!ok) ++failed;
    }
    if (failed == 0)
      std::cout << files->size() << (files->size() == 1 ? " file" : " files") << " OK\n";
    return failed == 0 ? 0 : 1;
  };
}

}  // namespace mancala::cli
