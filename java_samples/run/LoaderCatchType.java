import java.util.Base64;
import java.util.Map;
import java.util.TreeSet;

// A handler's catch type that only a loader of the program's own can give:
// an exception unwinding through CatchHost.run meets the handler for
// CatchMine, a class the loader has not been asked for yet (HotSpot asks at
// verification, Wayfinder while the exception unwinds, as a nested call);
// the loader defines it, the exception is not one, and the next handler
// takes it. Then a CatchMine thrown and caught by its own handler. The
// bytes are javac 17's for:
//
//   public class CatchHost {
//       public static String run(int mode) {
//           try {
//               if (mode == 0) throw new IllegalStateException("plain");
//               if (mode == 1) throw new CatchMine("mine");
//               return "none";
//           } catch (CatchMine e) {
//               return "caught mine: " + e.getMessage() + " by "
//                   + e.getClass().getClassLoader().getClass().getSimpleName();
//           } catch (RuntimeException e) {
//               return "caught runtime: " + e.getMessage();
//           }
//       }
//   }
//
//   public class CatchMine extends RuntimeException {
//       public CatchMine(String m) { super(m); }
//   }
public class LoaderCatchType {
    static final String HOST =
              "yv66vgAAAD0ASgoAAgADBwAEDAAFAAYBABBqYXZhL2xhbmcvT2JqZWN0AQAGPGluaXQ+AQAD"
            + "KClWBwAIAQAfamF2YS9sYW5nL0lsbGVnYWxTdGF0ZUV4Y2VwdGlvbggACgEABXBsYWluCgAH"
            + "AAwMAAUADQEAFShMamF2YS9sYW5nL1N0cmluZzspVgcADwEACUNhdGNoTWluZQgAEQEABG1p"
            + "bmUKAA4ADAgAFAEABG5vbmUKAA4AFgwAFwAYAQAKZ2V0TWVzc2FnZQEAFCgpTGphdmEvbGFu"
            + "Zy9TdHJpbmc7CgACABoMABsAHAEACGdldENsYXNzAQATKClMamF2YS9sYW5nL0NsYXNzOwoA"
            + "HgAfBwAgDAAhACIBAA9qYXZhL2xhbmcvQ2xhc3MBAA5nZXRDbGFzc0xvYWRlcgEAGSgpTGph"
            + "dmEvbGFuZy9DbGFzc0xvYWRlcjsKAB4AJAwAJQAYAQANZ2V0U2ltcGxlTmFtZRIAAAAnDAAo"
            + "ACkBABdtYWtlQ29uY2F0V2l0aENvbnN0YW50cwEAOChMamF2YS9sYW5nL1N0cmluZztMamF2"
            + "YS9sYW5nL1N0cmluZzspTGphdmEvbGFuZy9TdHJpbmc7BwArAQAaamF2YS9sYW5nL1J1bnRp"
            + "bWVFeGNlcHRpb24KACoAFhIAAQAuDAAoAC8BACYoTGphdmEvbGFuZy9TdHJpbmc7KUxqYXZh"
            + "L2xhbmcvU3RyaW5nOwcAMQEACUNhdGNoSG9zdAEABENvZGUBAA9MaW5lTnVtYmVyVGFibGUB"
            + "AANydW4BABUoSSlMamF2YS9sYW5nL1N0cmluZzsBAA1TdGFja01hcFRhYmxlAQAKU291cmNl"
            + "RmlsZQEADkNhdGNoSG9zdC5qYXZhAQAQQm9vdHN0cmFwTWV0aG9kcw8GADsKADwAPQcAPgwA"
            + "KAA/AQAkamF2YS9sYW5nL2ludm9rZS9TdHJpbmdDb25jYXRGYWN0b3J5AQCYKExqYXZhL2xh"
            + "bmcvaW52b2tlL01ldGhvZEhhbmRsZXMkTG9va3VwO0xqYXZhL2xhbmcvU3RyaW5nO0xqYXZh"
            + "L2xhbmcvaW52b2tlL01ldGhvZFR5cGU7TGphdmEvbGFuZy9TdHJpbmc7W0xqYXZhL2xhbmcv"
            + "T2JqZWN0OylMamF2YS9sYW5nL2ludm9rZS9DYWxsU2l0ZTsIAEEBABNjYXVnaHQgbWluZTog"
            + "ASBieSABCABDAQARY2F1Z2h0IHJ1bnRpbWU6IAEBAAxJbm5lckNsYXNzZXMHAEYBACVqYXZh"
            + "L2xhbmcvaW52b2tlL01ldGhvZEhhbmRsZXMkTG9va3VwBwBIAQAeamF2YS9sYW5nL2ludm9r"
            + "ZS9NZXRob2RIYW5kbGVzAQAGTG9va3VwACEAMAACAAAAAAACAAEABQAGAAEAMgAAAB0AAQAB"
            + "AAAABSq3AAGxAAAAAQAzAAAABgABAAAAAQAJADQANQABADIAAACVAAMAAgAAAEMamgANuwAH"
            + "WRIJtwALvxoEoAANuwAOWRIQtwASvxITsEwrtgAVK7YAGbYAHbYAGbYAI7oAJgAAsEwrtgAs"
            + "ugAtAACwAAIAAAAfACAADgAAAB8AOAAqAAIAMwAAAB4ABwAAAAQADgAFAB0ABgAgAAcAIQAI"
            + "ADgACQA5AAoANgAAAAwABA4OQgcADlcHACoAAwA3AAAAAgA4ADkAAAAOAAIAOgABAEAAOgAB"
            + "AEIARAAAAAoAAQBFAEcASQAZ";

    static final String MINE =
              "yv66vgAAAD0ADQoAAgADBwAEDAAFAAYBABpqYXZhL2xhbmcvUnVudGltZUV4Y2VwdGlvbgEA"
            + "Bjxpbml0PgEAFShMamF2YS9sYW5nL1N0cmluZzspVgcACAEACUNhdGNoTWluZQEABENvZGUB"
            + "AA9MaW5lTnVtYmVyVGFibGUBAApTb3VyY2VGaWxlAQAOQ2F0Y2hNaW5lLmphdmEAIQAHAAIA"
            + "AAAAAAEAAQAFAAYAAQAJAAAAHgACAAIAAAAGKiu3AAGxAAAAAQAKAAAABgABAAAAAgABAAsA"
            + "AAACAAw=";

    static class BytesLoader extends ClassLoader {
        final Map<String, byte[]> classes;
        final TreeSet<String> asked = new TreeSet<>();

        BytesLoader(Map<String, byte[]> classes) {
            super(LoaderCatchType.class.getClassLoader());
            this.classes = classes;
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (classes.containsKey(name)) asked.add(name);
            return super.loadClass(name, resolve);
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            byte[] b = classes.get(name);
            if (b == null) throw new ClassNotFoundException(name);
            return defineClass(name, b, 0, b.length);
        }
    }

    public static void main(String[] args) throws Exception {
        BytesLoader loader = new BytesLoader(Map.of(
            "CatchHost", Base64.getDecoder().decode(HOST),
            "CatchMine", Base64.getDecoder().decode(MINE)));
        Class<?> host = loader.loadClass("CatchHost");
        var run = host.getMethod("run", int.class);
        System.out.println(run.invoke(null, 0));
        System.out.println(run.invoke(null, 1));
        System.out.println(run.invoke(null, 2));
        System.out.println("asked " + loader.asked);
        Class<?> mine = Class.forName("CatchMine", false, loader);
        System.out.println(mine.getName() + " by " + mine.getClassLoader().getClass().getSimpleName() + " super " + mine.getSuperclass().getSimpleName());
    }
}
