// Reads the cases of tools/dialect/cases.ts on stdin and checks that java.util.regex finds the
// same match and captures as ECMAScript did; prints the count and the first differences.
// Usage: java tools/dialect/DialectCheck.java < cases.tsv
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class DialectCheck {
  static String decode(String b64) {
    return new String(Base64.getDecoder().decode(b64), StandardCharsets.UTF_8);
  }

  static String answer(Pattern pattern, String text) {
    Matcher m = pattern.matcher(text);
    if (!m.find()) return "N";
    StringBuilder out = new StringBuilder("M");
    for (int i = 1; i <= m.groupCount(); i++) {
      if (i > 1) out.append(',');
      String group = m.group(i);
      out.append(group == null ? "-" : "+" + Base64.getEncoder().encodeToString(group.getBytes(StandardCharsets.UTF_8)));
    }
    return out.toString();
  }

  public static void main(String[] args) throws Exception {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    Map<String, Pattern> patterns = new HashMap<>();
    long cases = 0, differ = 0;
    for (String line; (line = in.readLine()) != null; ) {
      String[] f = line.split("\t", -1);
      if (line.isEmpty()) continue;
      cases++;
      Pattern pattern = patterns.computeIfAbsent(f[0], k -> Pattern.compile(decode(k)));
      String got = answer(pattern, decode(f[1]));
      if (!got.equals(f[2]) && differ++ < 10) System.out.println("differs: " + decode(f[0]) + " on " + decode(f[1]) + ": js " + f[2] + ", java " + got);
    }
    System.out.println("java: " + cases + " cases, " + patterns.size() + " regexps, " + differ + " differ");
  }
}
