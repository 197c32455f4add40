# Moonvale — katalog polski.

app-title = Moonvale
skip-to-content = Przejdź do treści
footer-offline = Moonvale działa w całości w przeglądarce: gry są zapisywane na tym urządzeniu, a aplikacja działa bez internetu.

## Ustawienia

settings-title = Ustawienia
settings-language = Język
settings-problem-unreadable = Nie można odczytać zapisanych ustawień: obowiązują ustawienia domyślne. Pozostają zapisane bez zmian, dopóki nie zmienisz któregoś ustawienia.
settings-problem-duplicate-key = Zapisane ustawienia podają dwa razy { $key }: obowiązują ustawienia domyślne. Pozostają zapisane bez zmian, dopóki nie zmienisz któregoś ustawienia.
settings-problem-unknown-field = Zapisane ustawienia zawierają pole, którego ta wersja nie zna ({ $field }): obowiązują pozostałe. Pozostają zapisane bez zmian, dopóki nie zmienisz któregoś ustawienia.
settings-problem-bad-value = Nie można odczytać zapisanego ustawienia { $field }: obowiązuje jego wartość domyślna. Ustawienia pozostają zapisane bez zmian, dopóki nie zmienisz któregoś z nich.

## Komunikaty

update-available = Dostępna jest nowa wersja Moonvale.
update-reload = Odśwież, aby zaktualizować
storage-unavailable = Ta przeglądarka nie pozwala Moonvale niczego zapisać (tryb prywatny lub wyłączona pamięć). Możesz grać, ale gry przepadną po zamknięciu strony.
message-dismiss = Zamknij komunikat
app-table-opening = Otwieranie stołu…
app-table-load-failed = Nie udało się wczytać stołu. Sprawdź połączenie i spróbuj ponownie: twoje partie są bezpieczne.
app-table-load-retry = Spróbuj ponownie
app-words-load-failed = Nie udało się wczytać tekstów tej strony. Sprawdź połączenie i spróbuj ponownie: twoje partie są bezpieczne.
message-undo-delete = Cofnij
notice-imported = Zaimportowano „{ $title }”.
notice-import-refused = Nie można zaimportować tego pliku:
notice-import-read-failed = Nie udało się odczytać pliku.
notice-deleted = Usunięto „{ $title }”.
notice-delete-failed = Nie udało się usunąć zapisanej gry.
notice-exported = Zapisano jako { $file }.
notice-export-failed = Nie udało się utworzyć pliku.
notice-storage-full = Pamięć przeglądarki jest pełna: tej gry nie udało się zapisać. Gra toczy się dalej i nic nie zginie, dopóki strona jest otwarta; Moonvale spróbuje ponownie po Twoim następnym ruchu. Usuń lub wyeksportuj stare gry, aby zrobić miejsce.
notice-language-not-remembered = Język został zmieniony, ale ta przeglądarka nie pozwala go zapamiętać.
notice-resume-failed = Nie można otworzyć tej zapisanej gry.

## Ekran główny

home-choose-game = Wybierz grę
home-continue = Kontynuuj grę
home-new-game = Nowa gra
home-learn = Naucz się grać

## Tutorials
tutorial-title = Nauka gry { $game }
tutorial-progress = Krok { $step } z { $total }
tutorial-card = Co teraz zrobić
tutorial-next = Dalej
tutorial-restart = Zacznij od nowa
tutorial-done = Samouczek ukończony
tutorial-done-body = Znasz już wszystkie akcje gry. Rozpocznij prawdziwą grę: możesz grać z komputerem na wybranym poziomie.
tutorial-play = Rozpocznij grę
tutorial-broken = Nie można wyświetlić tego samouczka. Zgłoś to, proszę; twoje zapisane gry są bezpieczne.
tutorial-offer = Pierwszy raz grasz w { $game }? Pięciominutowy samouczek pokaże ci zasady na prawdziwej planszy.
tutorial-offer-start = Rozpocznij samouczek
tutorial-offer-later = Nie teraz
tutorial-see = Zobacz w samouczku

game-via-nebula = Via Nebula
game-nova-luna = Nova Luna
game-via-nebula-blurb = Odkrywaj zamgloną dolinę, eksploatuj jej kamieniołomy, pola i lasy, przewoź surowce przez łąki i wznoś budynki wioski.
game-nova-luna-blurb = Bierz kafelki z księżycowego koła, układaj je tak, by spełniały swoje zadania, i jako pierwszy rozmieść wszystkie krążki — każdy kafelek kosztuje czas.
# „do” wymaga dopełniacza: „do 4 graczy” niezależnie od liczby.
game-player-range = od { $min } do { $max } graczy

## Zapisane gry

saved-title = Zapisane gry
saved-more =
    { $count ->
        [one] Pokaż ostatnią
        [few] Pokaż więcej (zostały { $count })
       *[other] Pokaż więcej (zostało { $count })
    }
saved-count =
    { $count ->
        [0] Brak zapisanych gier.
        [one] Jedna zapisana gra.
        [few] { $count } zapisane gry.
       *[many] { $count } zapisanych gier.
    }
saved-damaged-count =
    { $count ->
        [one] Jednej z nich nie można otworzyć.
       *[other] { $count } z nich nie można otworzyć.
    }
saved-empty = Gry, w które grasz, są tu zapisywane po każdym ruchu.
saved-import = Importuj zapisaną grę
saved-last-played = ostatnio grana { $time }
saved-players =
    { $count ->
        [one] Jeden gracz
        [few] { $count } gracze
       *[many] { $count } graczy
    }
saved-resume = Wznów
saved-export = Eksportuj
saved-export-raw = Eksportuj surowy tekst
saved-delete = Usuń
saved-damaged-title = Uszkodzona zapisana gra
saved-damaged-hint = Możesz wyeksportować jej surowy tekst (aby go zachować lub zgłosić błąd) albo ją usunąć.
player-human = osoba
player-computer = komputer
damage-not-json = Zapisany tekst nie jest poprawnym JSON-em.
damage-missing-fields = Zapis jest niekompletny.
damage-unknown-version = Została zapisana przez inną wersję Moonvale (wersja zapisu { $version }).
damage-unknown-kind = To gra, której ta wersja nie zna ({ $kind }).
damage-invalid-game = Gra nie zgadza się z własnymi ruchami (zmieniona lub ucięta).
damage-unknown-field = Zapis zawiera pole, którego ta wersja nie zna ({ $field }).
damage-duplicate-key = Zapis podaje dwa razy klucz { $key }.

## Błędy importu

import-too-big = plik ma { $size } KB, więcej niż limit { $limit } KB.
import-not-json = to nie jest plik JSON.
import-not-a-save = to nie jest zapisana gra Moonvale.
import-unknown-version = pochodzi z innej wersji Moonvale (wersja zapisu { $version }).
import-unknown-kind = to gra, której ta wersja nie zna ({ $kind }).
import-wrong-kind = to gra { $found }, a nie { $expected }.
import-invalid-game = zapisana w nim gra jest uszkodzona (ruchy nie zgadzają się ze stanem).

## Inne ekrany

go-home = Strona główna
new-game-title = Nowa gra: { $game }

## Przy stole (ekran gry każdej gry)

table-load-failed = Nie udało się otworzyć tej gry. Pozostaje na liście zapisanych gier, skąd można ją wyeksportować.
table-game-over = Gra się zakończyła.
table-handover-title = Przekaż urządzenie: { $player }
table-handover-body = Teraz jego lub jej kolej. Wszystko, co prywatne, pozostaje ukryte do potwierdzenia.
table-handover-confirm = Jestem { $player }: pokaż moją turę
table-undo = Cofnij
table-undo-other = Cofnij ostatni ruch gracza { $player }
table-undone = Twój ostatni ruch został cofnięty.
table-log-title = Przebieg gry
table-log-empty = Na razie nic.
table-end-title = Koniec gry
table-end-table = Stół na koniec i przebieg gry
choice-list-summary = { $count ->
    [one] Wybór jako lista
    [few] Wszystkie { $count } wybory jako lista
    [many] Wszystkie { $count } wyborów jako lista
   *[other] Wszystkie { $count } wyboru jako lista
}
board-menu-label = Wybory na polu { $place }
board-menu-close = Zamknij
board-menu-more = { $count ->
    [one] { $count } wybór zaczyna się tutaj: dotknij następnego pola na planszy.
    [few] { $count } wybory zaczynają się tutaj: dotknij następnego pola na planszy.
    [many] { $count } wyborów zaczyna się tutaj: dotknij następnego pola na planszy.
   *[other] { $count } wyboru zaczyna się tutaj: dotknij następnego pola na planszy.
}
table-play-again = Zagraj ponownie
table-thinking = { $player } myśli…
table-paused = Gracze komputerowi są wstrzymani.
table-pause = Wstrzymaj
table-resume = Wznów
table-pace = Tempo graczy komputerowych
table-pace-slow = Wolne
table-pace-normal = Zwykłe
table-pace-fast = Szybkie
table-pace-instant = Natychmiastowe
table-hint = Podpowiedz ruch
table-hint-thinking = Szukam dobrego ruchu…
table-hint-shown = Podpowiedziany ruch: { $action }
table-hint-why = { $hint }. Dlaczego: { $reason }.
table-hint-failed = Nie udało się podpowiedzieć ruchu.
table-ending-fifth-building = Jak się skończyło: gracz ukończył piąty budynek, po czym rozegrano ostatnie tury.
table-ending-no-one-can-act = Jak się skończyło: nikt nie mógł już nic zrobić (nie zostało nic, czego mogłaby użyć jakakolwiek akcja), więc gra skończyła się jak po ostatniej rundzie.
table-ending-last-disc = Jak się skończyło: gracz położył swój ostatni krążek.
table-ending-no-tiles-left = Jak się skończyło: nie zostało już żadnych płytek do wzięcia.
table-ending-solo-all-discs = Jak się skończyło: wszystkie twoje krążki są położone.
table-view-controls = Przesuwanie i powiększanie widoku
table-zoom-in = Powiększ
table-zoom-out = Pomniejsz
table-zoom-reset = Dopasuj
table-pan-left = W lewo
table-pan-right = W prawo
table-pan-up = W górę
table-pan-down = W dół

## Miejsca na ekranach nowej gry

seat-legend = Gracz { $number }
seat-name = Imię
seat-kind = Gra
seat-human = osoba
seat-computer = komputer
seat-colour = Kolor
seat-level = Poziom
seat-default-name = Gracz { $number }
seat-default-computer = Komputer { $number }
seat-remove = Usuń gracza { $number }
level-easy = Łatwy
level-medium = Średni
level-hard = Trudny
level-easy-description = Gra jak początkujący: bierze to, co od razu daje punkty, myśli setną część sekundy, nie widzi dalekich planów.
level-medium-description = Uczciwy przeciwnik: myśli około jednej dziesiątej sekundy na ruch, patrzy trochę naprzód.
level-hard-description = Myśli około sekundy na ruch, na wszystkich rdzeniach tego urządzenia, i gra najlepiej, jak umie; dla doświadczonych graczy.

## Błąd krytyczny

fatal-title = Coś poszło nie tak
fatal-body = Moonvale napotkało nieoczekiwany błąd. Zapisane gry są bezpieczne: odśwież stronę, aby kontynuować.
table-undo-nothing-yet = Nie ma jeszcze czego cofnąć.
table-undo-game-over = Gra się skończyła: ruchów nie można już cofnąć.
table-undo-computers-move = Ostatni ruch wykonał gracz komputerowy: nie można go cofnąć.
table-undo-another-persons-move = Ostatni ruch należał do innego gracza: tylko on mógł go cofnąć.
table-undo-committed = Twój ostatni ruch odsłonił coś nowego lub losował, więc nie można go już cofnąć.
table-panels = Panele
table-panel-choices = Twoje wybory
table-panel-info = Gracze i stół
notice-unknown-address = Ten link nie prowadzi do niczego w Moonvale: oto ekran główny.
notice-game-not-found = Tej gry nie ma wśród gier zapisanych na tym urządzeniu. Zapisane gry zostają w przeglądarce, w której je rozegrano; można ją tam wyeksportować i zaimportować tutaj.
saved-see-result = Zobacz wynik
saved-finished = Zakończona: { $count ->
    [one] wygrywa { $winners }
    [few] wygrywają razem { $winners }
    [many] wygrywają razem { $winners }
   *[other] wygrywają razem { $winners }
} ({ $scores }).
table-latest = Ostatnie ruchy

## Powtórka, wykresy, statystyki, udostępnianie i zgłaszanie problemów (docs/records.md "Every game
## is a record")
replay-open = Powtórka
replay-title = Powtórka: { $title }
replay-at-setup = Przygotowanie, przed pierwszym ruchem
replay-at-step = Ruch { $step } z { $steps }
replay-first = Początek
replay-previous = Poprzedni
replay-next = Następny
replay-last = Koniec
replay-slider = Ruch
replay-controls = Sterowanie powtórką
replay-seen-by = Oczami
replay-back-to-game = Wróć do gry
replay-see-result = Zobacz wynik
replay-handover-body = Powtórka pokazuje ukryte karty tej osoby. Tylko ona powinna patrzeć.
chart-score-title = Punkty według kategorii
chart-player = Gracz
chart-round = Runda { $round }
chart-round-heading = Runda
stats-title = Statystyki
stats-group = { $game }, { $count ->
        [one] { $count } gracz
        [few] { $count } gracze
       *[many] { $count } graczy
    }
stats-played = Rozegrane gry
stats-won = Wygrane przez osobę
stats-against = Przeciw poziomowi { $level }
stats-won-of = { $won } wygranych z { $games }
stats-best = Najlepszy wynik
stats-best-lowest = Najlepszy wynik (najniższy)
stats-mean = Średni wynik
stats-last-games = Ostatnie gry
stats-won-by = wygrał(a) { $players } ({ $scores })
stats-empty = Brak ukończonych gier: statystyki zapełnią się, gdy będziesz kończyć gry.
stats-damaged = { $count ->
        [one] Jednego wpisu statystyk nie można odczytać; zostaje taki, jaki jest, a pozostałe się liczą.
        [few] { $count } wpisów statystyk nie można odczytać; zostają takie, jakie są, a pozostałe się liczą.
       *[many] { $count } wpisów statystyk nie można odczytać; zostają takie, jakie są, a pozostałe się liczą.
    }
stats-export = Eksportuj statystyki
stats-reset = Wyzeruj statystyki
stats-reset-confirm = Zapomnieć wszystkie gry w statystykach? Zapisane gry zostaną.
stats-reset-yes = Tak, wyzeruj
stats-reset-no = Nie, zostaw
stats-reset-done = Statystyki zostały wyzerowane.
stats-reset-failed = Nie udało się wyzerować statystyk: pamięć przeglądarki odmówiła.
share-button = Udostępnij
share-title = Graj na innym urządzeniu
share-how = Wyślij ten link następnemu graczowi: po otwarciu go na swoim urządzeniu znajdzie tam grę i rozegra swoją turę. Potem odeśle ją tak samo.
share-hidden-warning = Każdy, kto ma ten link, może zobaczyć całą grę, także ukryte karty, jeśli ich poszuka. Wysyłaj go tylko pozostałym graczom. Na ich urządzeniu gra otwiera się za ekranem przekazania urządzenia.
share-together = Aby każda ręka pozostała tajna, niech każdy zagra swoje miejsce na własnym urządzeniu:
share-link-label = Link do gry
share-copy = Kopiuj link
share-copied = Link skopiowano.
share-copy-failed = Nie udało się skopiować linku: zaznacz go i skopiuj ręcznie.
share-file = Zapisz do pliku
share-close = Zamknij
share-too-long = { $count ->
        [one] Link miałby { $count } znak, za dużo dla komunikatorów: wyślij plik i otwórz go przez „Importuj zapisaną grę”.
        [few] Link miałby { $count } znaki, za dużo dla komunikatorów: wyślij plik i otwórz go przez „Importuj zapisaną grę”.
       *[many] Link miałby { $count } znaków, za dużo dla komunikatorów: wyślij plik i otwórz go przez „Importuj zapisaną grę”.
    }
share-failed = Tej gry nie można udostępnić: nie udało się odczytać jej zapisu.
share-refused = Udostępniona gra nie została otwarta:
share-error-too-long = link jest za długi, by był grą.
share-error-not-a-link = to nie jest link do udostępnionej gry.
share-error-damaged = link jest uszkodzony; pewnie został ucięty lub zmieniony po drodze. Poproś o niego ponownie.
share-error-foreign = to nie jest udostępniona gra Moonvale.
share-error-unknown-version = pochodzi z innej wersji Moonvale (wersja { $version }).
share-error-unknown-kind = to gra, której ta wersja nie zna ({ $kind }).
share-error-invalid = jej ruchy nie są zgodne z zasadami (zmienione po drodze?).
share-diverged = Udostępniona gra „{ $title }” poszła inną drogą niż twoja kopia: nic nie zmieniono.
share-opened-new = „{ $title }” jest teraz na tym urządzeniu.
share-opened-updated = { $count ->
        [one] „{ $title }” jest aktualna: { $count } nowy ruch.
        [few] „{ $title }” jest aktualna: { $count } nowe ruchy.
       *[many] „{ $title }” jest aktualna: { $count } nowych ruchów.
    }
share-opened-same = „{ $title }” była już aktualna.
share-opened-older = { $count ->
        [one] Twoja kopia „{ $title }” jest { $count } ruch przed linkiem: zostaje twoja kopia.
        [few] Twoja kopia „{ $title }” jest { $count } ruchy przed linkiem: zostaje twoja kopia.
       *[many] Twoja kopia „{ $title }” jest { $count } ruchów przed linkiem: zostaje twoja kopia.
    }
report-button = Zgłoś problem
report-saved = Zapisano { $file }: dołącz go do zgłoszenia. Zawiera ruchy gry i wersję aplikacji, nic więcej.
report-failed = Nie udało się zapisać zgłoszenia.
storage-used = Zapisane gry i ustawienia zajmują { $size } KB na tym urządzeniu.
storage-kept = Przeglądarka zachowuje je nawet przy braku miejsca.
storage-not-kept = Przeglądarka może je usunąć przy braku miejsca: wyeksportuj gry, które chcesz zachować.

# The button that opens the rules at hand during a game.
rules-button = Zasady

# docs/daily-and-rating.md "The daily challenge"
daily-title = Wyzwanie dnia
daily-intro = Jedno rozdanie dziennie, dziś takie samo dla wszystkich. Twój najlepszy wynik każdego dnia zostaje zapisany.
daily-play-nova-luna = Dzisiejsza Nova Luna solo
daily-play-via-nebula = Dzisiejsza Via Nebula przeciw poziomowi Trudny
daily-best = Najlepszy dziś: { $result }
daily-game-title = { $game } dnia, { $date }
daily-months = sty lut mar kwi maj cze lip sie wrz paź lis gru
daily-date = { $day } { $month } { $year }
daily-share-solo = { $game } dnia, { $date }: { $points } pkt
daily-share-won = { $game } dnia, { $date }: wygrana, { $points } pkt przeciw poziomowi Trudny
daily-share-lost = { $game } dnia, { $date }: { $points } pkt przeciw poziomowi Trudny
daily-share-label = Twój wynik do udostępnienia
daily-copy = Kopiuj
daily-copied = Skopiowano.
daily-stats-title = Wyzwania dnia
daily-stats-day = Dzień
daily-stats-game = Gra
daily-stats-best = Najlepszy wynik
daily-stats-attempts = Próby
daily-result-solo = { $points } pkt
daily-result-won = wygrana, { $points } pkt
daily-result-lost = przegrana, { $points } pkt

# docs/daily-and-rating.md "A rating"
rating-title = Twój ranking w { $game }
rating-now = { $rating } po { $games ->
    [one] jednej grze
   *[other] { $games } grach
} przeciw komputerom (Łatwy to 1000).
rating-chart = Twój ranking w { $game }, gra po grze
rating-game = Gra
rating-value = Ranking
rating-change = Zmiana
log-acted = Ruch gracza: { $name }.

# Analiza zakończonej partii (ui::review)
review-title = Analiza
review-start = Przeanalizuj tę partię
review-intro = Każda decyzja jest oceniana z punktu widzenia gracza w tamtej chwili: zagrany ruch, najlepszy ruch znaleziony przez komputer i utracona między nimi szansa na wygraną.
review-include-computers = Oceń też ruchy komputerów
review-progress = Analiza decyzji { $done } z { $total }
review-cancel = Przerwij analizę
review-cancelled = Analiza została przerwana.
review-failed = Nie udało się przeprowadzić analizy: gracze komputerowi nie odpowiedzieli.
review-kind-forced = Wymuszony
review-kind-best = Najlepszy
review-kind-good = Dobry
review-kind-inaccuracy = Niedokładność
review-kind-mistake = Błąd
review-kind-blunder = Poważny błąd
review-summary-title = Ruchy według rodzaju
review-marked-title = Ruchy do przejrzenia
review-marked-item = Ruch { $step }: { $name }, { $kind }
review-none-marked = Żadnej niedokładności, błędu ani poważnego błędu.
review-previous-mistake = Poprzedni błąd
review-next-mistake = Następny błąd
review-verdict-forced = { $name } miał(a) tylko jeden ruch: { $played }.
review-verdict = { $name } zagrał(a) { $played } (szansa na wygraną { $chance } %).
review-verdict-solo = { $name } zagrał(a) { $played } (oczekiwany wynik końcowy { $score }).
review-verdict-best = To był najlepszy znaleziony ruch.
review-verdict-better = { $kind }, utracono { $loss } % szansy na wygraną: najlepszy znaleziony ruch to { $best } (szansa na wygraną { $chance } %), zaznaczony na planszy.
review-verdict-better-solo = { $kind }, utracono { $loss } pkt oczekiwanego wyniku: najlepszy znaleziony ruch to { $best } (oczekiwany wynik końcowy { $score }), zaznaczony na planszy.
review-chart-title = Szansa na wygraną po każdym ruchu, w procentach
review-chart-solo-title = Oczekiwany wynik końcowy po każdym ruchu
review-chart-move = Ruch

## Trening z komputerem, partie z pomocą, „dlaczego ten ruch?”
practice-undo = Trening: cofnij
practice-undo-title = Trening: cofnij swój ostatni ruch i ruchy komputera po nim
practice-title = Cofnąć twój ostatni ruch?
practice-body = Trening: cofnąć twój ostatni ruch i ruchy komputera po nim? Zdecydujesz jeszcze raz; wrócą te same karty i płytki. Ta partia będzie liczona jako rozegrana z pomocą: nie do rankingu ani do najlepszego wyniku wyzwania dnia.
practice-confirm = Cofnij
practice-cancel = Anuluj
practice-undone = Twój ostatni ruch i ruchy komputera po nim zostały cofnięte.
assisted-label = Z pomocą
assisted-about = Rozegrana z pomocą (cofnięcie treningowe lub podpowiedź): liczona osobno, bez rankingu.
assisted-said = Partia z pomocą. { $about }
why-button = Dlaczego?
why-title = Dlaczego { $player } zagrał tak?
why-intro = Ruchy, które { $player } rozważał, według tego, co widział, od najlepszego, z szansą na wygraną po każdym:
why-chance = { $percent }% szans na wygraną
why-best = najlepszy znaleziony
why-played = zagrany
why-played-other = Zagrał: { $action }.
why-none = { $player } nie miał czego rozważać: { $action }.
why-hidden = { $count ->
    [one] Jeszcze jeden ruch nie jest nazwany: zdradziłby kartę, której nie widzisz.
    [few] Jeszcze { $count } ruchy nie są nazwane: zdradziłyby karty, których nie widzisz.
   *[other] Jeszcze { $count } ruchów nie jest nazwanych: zdradziłyby karty, których nie widzisz.
}
why-close = Zamknij
stats-assisted = Rozegrane z pomocą
stats-assisted-won = { $games }, wygranych: { $won }

# Wspólna gra, każdy na swoim urządzeniu (ui::remote)
remote-devices = Graj ze znajomymi
friends-how = Każdy ze znajomych może grać swoim miejscem na własnym telefonie lub komputerze, a jego karty zostają tylko dla niego: ustaw poniżej jego miejsce jako osobę i zacznij; potem w grze „Graj ze znajomymi” (także pod Udostępnij) daje każdemu miejscu link do wysłania. Zaproszenie od znajomego? Otwórz przysłany link albo dołącz tutaj z jego kodem.
friends-join = Dołącz do gry znajomego
remote-title = Graj na innych urządzeniach
remote-intro = Każda osoba może grać swoim miejscem na własnym telefonie lub komputerze: w tej samej sieci Wi-Fi bez internetu albo przez internet. Zaproś miejsce, wyślij tej osobie jego link, a potem wklej kod odpowiedzi, który pokaże jej urządzenie.
remote-close = Zamknij
remote-seat-here = gra na tym urządzeniu
remote-seat-away = nieobecny (zaproś ponownie, aby połączyć)
remote-seat-connected = połączony na innym urządzeniu
remote-invite = Zaproś gracza { $player } do gry na innym urządzeniu
remote-making = Przygotowywanie kodu…
remote-show-code = Wyślij ten link na urządzenie gracza { $player } (albo pozwól aparatowi telefonu odczytać kod QR): otwiera jego miejsce. Jego urządzenie pokaże potem kod odpowiedzi do wklejenia tutaj. Kod zaproszenia poniżej można też wkleić na ekranie dołączania.
remote-invitation-code = Kod zaproszenia
remote-answer-code = Kod odpowiedzi
remote-connect = Połącz
remote-wrong-answer = Ta odpowiedź dotyczy innego miejsca lub innej wersji.
remote-bad-code = Nie można odczytać kodu: { $reason }
remote-update-both = To zaproszenie pochodzi z innej wersji Moonvale: zaktualizuj oba urządzenia (odśwież każdą stronę) i zaproś ponownie.
remote-join-title = Dołącz do gry na innym urządzeniu
remote-join-intro = Otwórz link z zaproszeniem od gospodarza albo wklej kod zaproszenia (lub link) pokazany na urządzeniu gospodarza.
remote-seat-waits = To urządzenie grało miejscem { $seat } w grze { $game } i to miejsce na nie czeka: poproś gospodarza o nowy link z zaproszeniem (jego „Graj ze znajomymi”) i otwórz go tutaj, aby grać dalej.
remote-join = Dołącz
remote-show-answer = Wyślij gospodarzowi odpowiedź jako link albo pokaż mu jej kod: otworzy link na urządzeniu z grą albo wklei kod, aby się połączyć.
remote-waiting = Czekanie na gospodarza…
remote-host-gone = Połączenie z gospodarzem zostało utracone (gospodarz wyszedł albo to urządzenie zasnęło lub straciło sieć): gra pozostaje zapisana na urządzeniu gospodarza.
remote-rejoin-hint = Poproś gospodarza o nowy link zaproszenia i otwórz go tutaj (albo wklej jego kod po „Dołącz ponownie”): twoje miejsce czeka.
remote-no-connection = Nie udało się połączyć obu urządzeń. Nic nie przepada: gra zostaje na urządzeniu gospodarza.
remote-no-connection-hint = Niektóre sieci (wiele komórkowych i biurowych) nie przepuszczają połączenia bezpośredniego: wybierzcie „Przez internet” na obu urządzeniach, a jeśli to nie pomoże, serwer TURN w ustawieniach połączenia; albo grajcie na jednym urządzeniu, albo przekażcie grę linkiem.
remote-answer-link = Twoja odpowiedź jako link: wyślij ją gospodarzowi, który otworzy ją na urządzeniu z grą
remote-answer-link-title = Moonvale: moja odpowiedź na zaproszenie
answer-title = Odpowiedź na zaproszenie
answer-handing = Przekazywanie odpowiedzi do karty z grą…
answer-taken = Karta z grą na tym urządzeniu ma odpowiedź i łączy się: możesz zamknąć tę kartę.
answer-not-taken = Żadna karta tego urządzenia nie prowadzi gry z otwartym tym zaproszeniem. Otwórz grę, pokaż zaproszenie dla miejsca i spróbuj ponownie albo wklej ten kod odpowiedzi w jego panelu.
answer-again = Spróbuj ponownie
remote-join-again = Dołącz ponownie
remote-guest-seat = { $player } gra na tym urządzeniu
remote-game-over = Gra skończona: wygrywa { $winners }.
remote-standing = { $place }. { $name }: { $score }
remote-refused = Gospodarz odmówił: { $reason }
remote-away = Nieobecni: { $players }

# Wspólna gra: każde miejsce związane z zaproszeniem, odebrane miejsce, czego gość nie może odczytać (ui::remote)
remote-no-secret = Ta przeglądarka nie mogła utworzyć sekretu zaproszenia, więc zaproszenie nie powstało. Odśwież stronę i spróbuj ponownie.
remote-seat-held = Inne urządzenie dołączyło już do tego miejsca z jego zaproszeniem: tylko ono może do niego wrócić. Gospodarz może odebrać miejsce i zaprosić je ponownie.
remote-take-here = { $player } gra na tym urządzeniu
remote-take-computer = { $player }: gra komputer
remote-taken-back = Gospodarz odebrał to miejsce: gra się nim teraz na urządzeniu gospodarza.
remote-next-game-offer = Gospodarz rozpoczął następną partię przy tym stole, z tymi samymi miejscami i nowym rozdaniem.
remote-next-game-join = Zagraj następną partię
remote-next-game-host = Urządzenia wciąż połączone zostaną zapytane, czy zagrają swoje miejsca w następnej partii.
remote-unreadable = Gospodarz wysłał coś, czego to urządzenie nie może odczytać: widać ostatnią pozycję. Oba urządzenia powinny mieć tę samą wersję Moonvale (odśwież każdą stronę).
remote-ask-again = Poproś gospodarza ponownie

# QR codes of the codes that join a table (ui::qr)
qr-scanner-starting = Włączanie aparatu…
qr-scanner-hint = Skieruj aparat na kod QR na drugim urządzeniu.
qr-scanner-video = Obraz z aparatu
qr-scanner-stop = Wyłącz aparat
qr-scanner-restart = Włącz aparat ponownie
qr-scanner-stopped = Aparat jest wyłączony.
qr-scanner-read = Kod odczytany.
qr-camera-insecure = Aparat działa tylko na bezpiecznej stronie (https). Zamiast tego wklej kod.
qr-camera-unsupported = Ta przeglądarka nie może używać aparatu. Zamiast tego wklej kod.
qr-camera-refused = Nie zezwolono na użycie aparatu. Zezwól na to w ustawieniach przeglądarki albo wklej kod.
qr-camera-missing = Na tym urządzeniu nie znaleziono aparatu. Zamiast tego wklej kod.
qr-camera-busy = Aparat jest używany przez inną aplikację lub nie dał się uruchomić. Zamiast tego wklej kod.
qr-camera-failed = Nie udało się włączyć aparatu. Zamiast tego wklej kod.
remote-scan = Zeskanuj kod aparatem

## Na granicach: nazwane klucze, jedna karta zapisuje, archiwum, wyjście z niezapisanymi ruchami

import-duplicate-key = plik podaje klucz „{ $key }” dwa razy, więc nie wiadomo, która wartość była zamierzona.
import-unknown-field = plik ma pole, którego nie ma żadna zapisana gra („{ $field }”): czy zrobił go inny program?
share-error-duplicate-key = podaje klucz „{ $key }” dwa razy (zmieniony po drodze?).
share-error-unknown-field = ma pole, którego nie ma żadna udostępniona gra („{ $field }”): czy zrobił go inny program?
stats-rebuilt = { $count ->
        [one] Nie można odczytać statystyk, więc liczby poniżej są obliczone na nowo z jednej zakończonej gry wciąż zapisanej na tym urządzeniu: nie ma w nich gier usuniętych wcześniej. Statystyki zostają bez zmian (eksport je zawiera), dopóki nie zachowasz tych liczb albo ich nie wyzerujesz.
        [few] Nie można odczytać statystyk, więc liczby poniżej są obliczone na nowo z { $count } zakończonych gier wciąż zapisanych na tym urządzeniu: nie ma w nich gier usuniętych wcześniej. Statystyki zostają bez zmian (eksport je zawiera), dopóki nie zachowasz tych liczb albo ich nie wyzerujesz.
       *[many] Nie można odczytać statystyk, więc liczby poniżej są obliczone na nowo z { $count } zakończonych gier wciąż zapisanych na tym urządzeniu: nie ma w nich gier usuniętych wcześniej. Statystyki zostają bez zmian (eksport je zawiera), dopóki nie zachowasz tych liczb albo ich nie wyzerujesz.
    }
stats-keep-rebuilt = Zachowaj te liczby
stats-keep-rebuilt-done = Te liczby są teraz twoimi statystykami.
stats-keep-rebuilt-failed = Nie udało się zachować tych liczb: pamięć przeglądarki odmówiła.
tabs-elsewhere = Ta gra jest otwarta w innej karcie tej przeglądarki, która zapisuje jej ruchy: tutaj widać ją taką, jaka jest tam. Zagraj tutaj, aby kontynuować w tej karcie.
tabs-taken-over = Ta gra jest teraz rozgrywana w innej karcie tej przeglądarki: nic nie jest już tutaj zapisywane. Tutaj widać ją taką, jaka jest tam.
tabs-taking = Przejmowanie gry z drugiej karty…
tabs-play-here = Zagraj tutaj
time-unknown = (data nieznana)
## Names and titles nobody typed, worded in the language shown (crates/table/src/names.rs)
game-title-players = { $game }: { $players }
saved-finished-solo = Zakończona: solo, { $score } pkt (im mniej, tym lepiej).
stats-solo-result = solo, { $score } pkt
# Czy zakończona gra się liczy i dlaczego (crates/table/src/rating.rs, Standing)
end-counted-rated = Ta gra liczy się w twoich statystykach i w twoim rankingu.
end-counted-assisted = Korzystałeś(-aś) z pomocy (podpowiedzianego ruchu lub cofnięcia w trybie treningu): ta gra jest zapisana jako gra z pomocą. Liczy się osobno w statystykach („Rozegrane z pomocą”), nie w wygranych, wynikach ani w rankingu, ani jako najlepszy wynik dnia.
end-counted-solo = Ta gra liczy się w twoich statystykach (rozegrane gry, najlepszy i średni wynik). Gra solo nie wchodzi do rankingu: nie ma komputera, z którym można się zmierzyć.
end-counted-several-people = Ta gra liczy się w statystykach. Nie wchodzi do rankingu: ranking jest jednej osoby, mierzony względem komputerów, a grało kilka osób.
end-counted-no-person = Grały tylko komputery: ta gra liczy się wśród rozegranych gier i nikogo nie ocenia.
end-counted-unscored = Ta gra liczy się wśród rozegranych gier; nie wchodzi do rankingu.
stats-columns-about = „Wygrane przez osobę” liczy gry wygrane przez osobę bez pomocy. Gry z pomocą (podpowiedziany ruch lub cofnięcie w trybie treningu) liczą się osobno, w „Rozegrane z pomocą”: są wśród rozegranych gier, ale nie w wygranych, poziomach, wynikach ani w rankingu.
## Przegląd oceniany turami, co daje lepszy ruch, trening od wybranej pozycji (README „Review”)
review-verdict-turn = Cała ta tura straciła { $loss } % szansy na wygraną.
review-verdict-exact = Każdą kolejność tej ostatniej tury rozegrano do końca gry: liczby są dokładne.
review-why = Dlaczego: { $gains }.
review-gave-up = { $played } oddaje { $lost }.
review-gain-points = { $count ->
    [one] jeden punkt więcej
    [few] { $count } punkty więcej
   *[other] { $count } punktów więcej
}
review-gain-completes = wypełnia { $card }
review-gain-denies = zabiera { $card }, zanim weźmie ją { $player }
review-gain-fifth = pierwszy stawia piąty budynek i bierze kartę końca gry
review-gain-storage = { $count ->
    [one] zatrzymuje jeden surowiec poza magazynem
    [few] zatrzymuje { $count } surowce poza magazynem
   *[other] zatrzymuje { $count } surowców poza magazynem
}
review-gain-wins = { $count ->
    [one] kończy grę wygraną o jeden punkt
    [few] kończy grę wygraną o { $count } punkty
   *[other] kończy grę wygraną o { $count } punktów
}
review-gain-tasks = { $count ->
    [one] spełnia jedno zadanie więcej
    [few] spełnia { $count } zadania więcej
   *[other] spełnia { $count } zadań więcej
}
review-gain-steps = { $count ->
    [one] jedno pole mniej na torze księżyca
    [few] { $count } pola mniej na torze księżyca
   *[other] { $count } pól mniej na torze księżyca
}
review-gain-tile = bierze { $tile }
review-lost-points = { $count ->
    [one] jeden punkt
    [few] { $count } punkty
   *[other] { $count } punktów
}
review-lost-completes = { $card }
review-lost-denies = { $card } dla gracza { $player }
review-lost-fifth = piąty budynek i kartę końca gry
review-lost-storage = { $count ->
    [one] jeden surowiec do magazynu
    [few] { $count } surowce do magazynu
   *[other] { $count } surowców do magazynu
}
review-lost-wins = wygraną
review-lost-tasks = { $count ->
    [one] jedno zadanie
    [few] { $count } zadania
   *[other] { $count } zadań
}
review-lost-steps = { $count ->
    [one] jedno pole na torze księżyca
    [few] { $count } pola na torze księżyca
   *[other] { $count } pól na torze księżyca
}
review-lost-tile = { $tile }
table-hint-line = { $hint }, potem { $then }
replay-play-on = Graj dalej od tego miejsca
play-on-title = Graj dalej od ruchu { $step }
play-on-setup = Graj dalej od przygotowania gry
play-on-body = Partia treningowa od tej pozycji, z tymi samymi kartami i płytkami w dalszej grze: nie liczy się do statystyk ani rankingu.
play-on-seat-person = Osoba przy tym urządzeniu
play-on-seat-computer = Komputer: { $level }
play-on-start = Zacznij partię treningową
play-on-cancel = Anuluj
practice-origin = Trening od ruchu { $step } partii „{ $title }”
practice-origin-setup = Trening od przygotowania partii „{ $title }”
practice-origin-about = Partia treningowa: nie liczy się do statystyk ani rankingu.
# An invitation as a link
remote-invitation-link = Link z zaproszeniem
remote-share-link = Wyślij link
remote-copy-link = Kopiuj link
remote-link-copied = Link skopiowany: wklej go do wiadomości.
remote-link-not-copied = Ta przeglądarka nie skopiowała linku: zaznacz go powyżej i skopiuj.
remote-link-not-shared = Ta przeglądarka nie mogła otworzyć menu udostępniania: skopiuj link.
remote-link-title = Moonvale: miejsce gracza { $player }

# How far a connection reaches
network-legend = Połączenie
network-same = Ta sama sieć
network-internet = Przez internet
network-same-reveals = Nic nie opuszcza twojej sieci: oba urządzenia muszą być w tym samym Wi-Fi (albo na hotspocie jednego telefonu). Sieć, która oddziela swoje urządzenia (niektóre publiczne lub biurowe Wi-Fi), na to nie pozwala.
network-internet-reveals = Każde urządzenie pyta serwer STUN o swój publiczny adres i pokazuje go drugiemu urządzeniu: drugi gracz i operator serwera STUN widzą twój publiczny adres internetowy. Działa to dla większości połączeń, nie dla wszystkich: za niektórymi routerami przechodzi tylko przekaźnik TURN (twoje własne serwery, poniżej). Jeśli połączenie nie powstanie, grajcie na jednym urządzeniu albo udostępnij grę linkiem: nic nie przepada.
network-own-servers = Własne serwery STUN i TURN
network-own-servers-hint = Jeden serwer w wierszu, np. stun:stun.example.org:3478 albo turn:turn.example.org:3478 (najczęściej coturn). Serwer TURN wymaga nazwy użytkownika i hasła. Oba urządzenia powinny używać tych samych serwerów.
network-server-list = Serwery
network-turn-user = Nazwa użytkownika TURN
network-turn-password = Hasło TURN
network-save = Użyj tych serwerów
network-saved = Zapisano: nowe zaproszenia i odpowiedzi używają tych serwerów.
