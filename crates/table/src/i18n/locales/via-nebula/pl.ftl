## Via Nebula (pl)

vn-new-game-title = Nowa gra w Via Nebula
vn-player-count = Liczba graczy
vn-side = Strona planszy
vn-side-beginner = Strona dla początkujących
vn-side-expert = Strona dla zaawansowanych
vn-seed = Ziarno (opcjonalne)
vn-seed-hint = To samo ziarno i te same ruchy dają tę samą grę. Zostaw puste, aby wylosować.
vn-seed-invalid = Ziarno musi być liczbą całkowitą (same cyfry) albo pozostać puste.
vn-start = Rozpocznij grę

vn-colour-vermilion = cynobrowy
vn-colour-blue = niebieski
vn-colour-yellow = żółty
vn-colour-purple = purpurowy
vn-shape-circle = koło
vn-shape-square = kwadrat
vn-shape-triangle = trójkąt
vn-shape-diamond = romb

vn-res-wood = drewno
vn-res-stone = kamień
vn-res-clay = glina
vn-res-wheat = zboże
vn-res-food = żywność
vn-res-count-wood = { $count ->
    [one] { $count } drewno
   *[other] { $count } drewna
}
vn-res-count-stone = { $count ->
    [one] { $count } kamień
    [few] { $count } kamienie
    [many] { $count } kamieni
   *[other] { $count } kamienia
}
vn-res-count-clay = { $count ->
    [one] { $count } glina
   *[other] { $count } gliny
}
vn-res-count-wheat = { $count ->
    [one] { $count } zboże
   *[other] { $count } zboża
}
vn-res-count-food = { $count ->
    [one] { $count } żywność
   *[other] { $count } żywności
}
vn-points = { $count ->
    [one] { $count } punkt
    [few] { $count } punkty
    [many] { $count } punktów
   *[other] { $count } punktu
}
vn-cost-different = { $count ->
    [one] { $count } surowiec dowolnego rodzaju
    [few] { $count } surowce różnych rodzajów
    [many] { $count } surowców różnych rodzajów
   *[other] { $count } surowca różnych rodzajów
}
vn-cost-identical = { $count ->
    [one] { $count } surowiec
    [few] { $count } surowce tego samego rodzaju
    [many] { $count } surowców tego samego rodzaju
   *[other] { $count } surowca tego samego rodzaju
}

vn-card-quiet-town = Ciche miasteczko
vn-card-express-delivery = Dostawa ekspresowa
vn-card-secret-plan = Sekretny plan
vn-card-shortcut = Skrót
vn-card-abundance = Urodzaj
vn-card-architect = Architekt
vn-card-adventurers = Łowcy przygód
vn-card-burgomaster = Burmistrz
vn-card-caravan = Karawana
vn-card-distillery = Gorzelnia
vn-card-lazy-explorer = Leniwy odkrywca
vn-card-export = Eksport towarów
vn-card-store = Kram
vn-card-merchant = Kupiec
vn-card-carpentry = Warsztat
vn-card-priest = Kapłan
vn-card-airway = Maszyna powietrzna
vn-end-card = Karta końca gry

vn-effect-quiet-town = Brak mocy.
vn-effect-express-delivery = Połóż wybrany surowiec z zasobów ogólnych na jednym ze swoich placów budowy.
vn-effect-secret-plan = Dodaj wierzchnią kartę z talii kontraktów do ręki; liczy się jako kontrakt prywatny.
vn-effect-shortcut = Przenieś dwa skrajne lewe kafelki łąki ze swojej planszy gildii do zasobów ogólnych.
vn-effect-abundance = Usuń z planszy dowolny żeton eksploatacji; jego surowce zostają na polu jako nowa neutralna eksploatacja, a żeton wraca do pudełka.
vn-effect-architect = Brak mocy. Na koniec gry: 1 punkt za każdy wypełniony kontrakt, łącznie z tym.
vn-effect-adventurers = Połóż kafelek łąki ze swojej planszy gildii na dowolnej strefie zakazanej, bez przestrzegania zasad eksploracji.
vn-effect-burgomaster = Brak mocy. Na koniec gry: 2 punkty za każdy budynek postawiony dzięki kontraktowi wymagającemu dokładnie 2 surowców.
vn-effect-caravan = Odłóż 1 surowiec z jednej ze swoich eksploatacji, placów budowy lub magazynu do zasobów ogólnych.
vn-effect-distillery = Wykonaj jedną dodatkową akcję podstawową. Jeśli budowa była twoją pierwszą akcją, akcja dodatkowa wraz z pozostałą mogą posłużyć do eksploracji skamieniałego lasu.
vn-effect-lazy-explorer = Brak mocy. Na koniec gry: 1 punkt za każdego nieodkrytego odkrywcę na twojej planszy gildii.
vn-effect-export = Odłóż 1 lub 2 surowce ze swoich eksploatacji, placów budowy lub magazynu do zasobów ogólnych.
vn-effect-store = Wymień jeden ze swoich surowców (z jednej ze swoich eksploatacji lub placów budowy) na wybrany surowiec z zasobów ogólnych.
vn-effect-merchant = Brak mocy. Na koniec gry: 1 punkt za każdy posiadany żeton eksploatacji.
vn-effect-carpentry = Połóż kafelek łąki ze swojej planszy gildii na dowolnym skamieniałym lesie, bez przestrzegania zasad eksploracji.
vn-effect-priest = Brak mocy.
vn-effect-airway = Weź dowolny kafelek łąki z planszy i połóż go na dowolnym polu mgły, bez przestrzegania zasad eksploracji.

vn-error-game-over = Gra się zakończyła.
vn-error-must-end-turn = Wykorzystano już akcje: zakończ turę.
vn-error-turn-not-finished = Zostało ci jeszcze jedna akcja przed końcem tury.
vn-error-power-pending = Najpierw użyj mocy kontraktu, który właśnie wypełniono, albo z niej zrezygnuj.
vn-error-no-power-pending = Teraz nie ma mocy karty do użycia.
vn-error-wrong-power = Karta, którą właśnie wypełniono, nie ma takiej mocy.
vn-error-no-such-hex = Na planszy nie ma takiego pola.
vn-error-no-craftsman-left = Na twojej planszy gildii nie został żaden rzemieślnik.
vn-error-no-token-there = Na tym polu nie ma żetonu eksploatacji.
vn-error-no-site-left = Na twojej planszy gildii nie został żaden plac budowy.
vn-error-sites-exceed-buildings = Nie możesz mieć na planszy więcej placów budowy niż budynków pozostałych do postawienia.
vn-error-not-a-ruin = Place budowy kładzie się tylko na ruinach.
vn-error-ruin-full = Na tych ruinach nie ma wolnego miejsca na plac budowy.
vn-error-not-fog = To pole nie jest polem mgły.
vn-error-not-forest = To pole nie jest skamieniałym lasem.
vn-error-not-forbidden = To pole nie jest strefą zakazaną.
vn-error-not-next-to-yours = To pole nie sąsiaduje z niczym twoim ani z pustą łąką.
vn-error-forest-needs-both-actions = Eksploracja skamieniałego lasu wymaga obu akcji tury.
vn-error-no-meadow-tile-left = Nie ma już kafelków łąki ani na twojej planszy gildii, ani w zasobach ogólnych.
vn-error-no-resource-there = Nie ma tam takiego surowca.
vn-error-not-your-site = Surowce można dostarczać i budować tylko na własnym placu budowy.
vn-error-no-path = Żadna droga przez puste łąki nie łączy tej eksploatacji z tym placem budowy.
vn-error-contract-not-available = Tego kontraktu nie ma ani odkrytego na planszy, ani w twojej ręce.
vn-error-contract-not-met = Na tym placu budowy nie ma surowców wymaganych przez ten kontrakt.
vn-error-cannot-pass = Spasować można tylko wtedy, gdy żadna akcja nie jest możliwa.
vn-error-not-yours = To nie jest twoja eksploatacja ani twój plac budowy.
vn-error-no-tile-there = Na tym polu nie ma kafelka łąki położonego przez gracza.
vn-error-reserve-empty = W zasobach ogólnych nie ma już tego surowca.
vn-error-same-resource = Wybierz inny surowiec do wzięcia.
vn-error-nothing-to-do = Ta moc nic by teraz nie dała.
vn-error-not-this-step = To nie jest wybór, o który teraz prosi moc karty.
vn-no-action-there = Na tym polu nie da się wykonać akcji wybranego rodzaju.

vn-kind-craftsman = Postaw rzemieślnika
vn-kind-site = Połóż plac budowy
vn-kind-explore-fog = Eksploruj mgłę
vn-kind-explore-forest = Eksploruj skamieniały las
vn-kind-transport = Przewieź surowiec
vn-kind-build = Buduj
vn-kind-use-power = Użyj mocy
vn-kind-remove-token = Usuń żeton
vn-kind-place-tile = Połóż kafelek łąki
vn-kind-move-tile = Przenieś kafelek łąki
vn-kind-return-resource = Odłóż surowiec
vn-kind-swap-resource = Wymień surowiec
vn-kind-add-resource = Dodaj surowiec
vn-kind-skip-power = Pomiń
vn-kind-pass = Pasuj
vn-kind-end-turn = Zakończ turę
vn-kind-chosen = { $kind }: { $count ->
    [one] jedna możliwość, podświetlona na planszy.
    [few] { $count } możliwości, podświetlone na planszy.
    [many] { $count } możliwości, podświetlonych na planszy.
   *[other] { $count } możliwości, podświetlone na planszy.
}
vn-choices-left = { $count ->
    [one] Została jedna możliwość.
    [few] Zostały { $count } możliwości: wybierz obok pola lub następne pole na planszy.
    [many] Zostało { $count } możliwości: wybierz obok pola lub następne pole na planszy.
   *[other] Zostało { $count } możliwości: wybierz obok pola lub następne pole na planszy.
}
vn-hint-board = Kliknij lub dotknij podświetlone pole, aby tam wybrać.
vn-kinds-label = Rodzaje akcji
vn-actions-label = Możliwe akcje
vn-actions-title = Twoje akcje

vn-half-left = (lewa połowa)
vn-half-right = (prawa połowa)
vn-do-craftsman = Rzemieślnik na { $hex } ({ $what })
vn-do-site = Plac budowy na { $hex }
vn-do-explore-fog = Eksploruj mgłę na { $hex }
vn-do-explore-forest = Eksploruj skamieniały las na { $hex } (obie akcje)
vn-do-transport = Przewieź 1 × { $resource } z { $from } do { $to }
vn-do-build = Zbuduj { $card } na { $hex }
vn-do-pass = Pasuj (żadna akcja nie jest możliwa)
vn-do-end-turn = Zakończ turę
vn-do-use-power = Użyj mocy karty { $card }
vn-do-use-power-lost = Użyj mocy karty { $card } (bez efektu: dodatkowa akcja przepada)
vn-do-skip-power = Pomiń moc
vn-do-remove-token = Usuń żeton z { $hex }
vn-do-place-tile = Połóż kafelek łąki na { $hex }
vn-do-move-tile = Przenieś kafelek łąki z { $from } na { $to }
vn-do-lift-tile = Weź kafelek łąki z { $hex }
vn-do-return-resource = Odłóż 1 × { $resource } z miejsca: { $place }
vn-do-swap-resource = Wymień 1 × { $give } z miejsca: { $place } na 1 × { $take }
vn-do-give-resource = Oddaj 1 × { $resource } z miejsca: { $place }
vn-do-add-resource = Dodaj 1 × { $resource } na plac budowy { $hex }
vn-do-choose-site = Dostarcz na plac budowy { $hex }
vn-place-exploitation = eksploatacja na { $hex }
vn-place-site = plac budowy na { $hex }
vn-place-storage = twój magazyn

vn-log-craftsman = { $player } stawia rzemieślnika na { $hex } i bierze: { $what }.
vn-log-craftsman-returned = Rzemieślnik gracza { $player } wraca z { $hex }.
vn-log-site = { $player } kładzie plac budowy na { $hex }.
vn-log-tile = { $player } eksploruje { $hex }.
vn-log-tile-reserve = { $player } eksploruje { $hex } kafelkiem z zasobów ogólnych.
vn-log-explorer = { $player } odkrywa odkrywcę.
vn-log-transport = { $player } przewozi 1 × { $resource } z { $from } do { $to }.
vn-log-depleted = Eksploatacja na { $hex } jest wyczerpana.
vn-log-build = { $player } buduje { $card } na { $hex }.
vn-log-surplus = Nadwyżka do magazynu: { $what }.
vn-log-revealed = Odkryto kartę { $card }.
vn-log-end-card = { $player } bierze kartę końca gry: zaczyna się ostatnia runda.
vn-log-power-skipped = { $player } nie używa mocy karty { $card }.
vn-log-extra-action = { $player } zyskuje dodatkową akcję.
vn-log-drawn = { $player } dobiera do ręki wierzchni kontrakt z talii.
vn-log-drawn-card = { $player } dobiera do ręki wierzchni kontrakt z talii: { $card }.
vn-log-tiles-discarded = { $player } odkłada { $count ->
    [one] jeden kafelek łąki
    [few] { $count } kafelki łąki
    [many] { $count } kafelków łąki
   *[other] { $count } kafelka łąki
} do zasobów ogólnych.
vn-log-token-removed = Żeton z { $hex } zostaje usunięty; { $count ->
    [one] jeden surowiec zostaje
    [few] { $count } surowce zostają
    [many] { $count } surowców zostaje
   *[other] { $count } surowca zostaje
} jako neutralna eksploatacja.
vn-log-tile-moved = Kafelek łąki przechodzi z { $from } na { $to }.
vn-log-returned = { $player } odkłada 1 × { $resource } (miejsce: { $place }) do zasobów ogólnych.
vn-log-swapped = { $player } wymienia 1 × { $give } na 1 × { $take } (miejsce: { $place }).
vn-log-added = { $player } dodaje 1 × { $resource } na plac budowy { $hex }.
vn-log-passed = { $player } nie może nic zrobić i pasuje.
vn-log-turn-ended = Tura gracza { $player }.
vn-log-final-round = Ostatnia runda, rozpoczęta przez gracza { $player }.
vn-log-collected = { $player } przenosi do magazynu { $count ->
    [one] jeden surowiec pozostały
    [few] { $count } surowce pozostałe
    [many] { $count } surowców pozostałych
   *[other] { $count } surowca pozostałego
} na planszy.
vn-log-game-ended = Gra się zakończyła.
vn-log-game-ended-stalemate = Gra się zakończyła: nikt nie mógł już nic zrobić.

vn-turn-of = Ruch gracza { $player }: { $count ->
    [0] brak akcji.
    [one] została jedna akcja.
    [few] zostały { $count } akcje.
    [many] zostało { $count } akcji.
   *[other] zostało { $count } akcji.
}
vn-computer-thinking = (komputer)
vn-waiting-computer = Ruch gracza: { $player } (komputer).
vn-waiting-player = Ruch gracza: { $player }.
vn-final-round-banner = Ostatnia runda! { $player } postawił(a) pięć budynków: każdy inny gracz rozgrywa jeszcze jedną turę.
vn-power-pending = Moc karty { $card }:
vn-turn-power = Ruch gracza { $player }: wybierz, jak użyć mocy karty { $card }.
vn-power-lost = Ten piąty budynek kończy twoją turę: dodatkowa akcja przepada.

vn-board-label = Dolina: { $count ->
    [one] { $count } pole
    [few] { $count } pola
    [many] { $count } pól
   *[other] { $count } pola
}. Podpowiedź i listy obok opisują ją słowami.
vn-legend = Kolory i kształty graczy

vn-terrain-meadow = łąka
vn-terrain-fog = mgła
vn-terrain-forest = skamieniały las
vn-terrain-ruin = ruiny
vn-terrain-forbidden = strefa zakazana
vn-terrain-tile = kafelek łąki
vn-tip-token = żeton: { $what }, { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
}
vn-tip-resources = surowce: { $what }
vn-tip-neutral = neutralna eksploatacja
vn-tip-craftsman = rzemieślnik gracza { $player }
vn-tip-site = plac budowy gracza { $player }
vn-tip-building = budynek gracza { $player }

vn-contracts-title = Kontrakty
vn-deck-count = { $count ->
    [0] Talia jest pusta.
    [one] W talii jest jedna karta.
    [few] W talii są { $count } karty.
    [many] W talii jest { $count } kart.
   *[other] W talii jest { $count } karty.
}
vn-end-card-free = Karta końca gry ({ $points } pkt): jeszcze wolna.
vn-end-card-taken = Karta końca gry: ma ją { $player }.
vn-hand-title = Prywatne kontrakty: { $player }
vn-guilds-title = Gildie
vn-reserve = Zasoby ogólne: { $what }; kafelki łąki: { $tiles }.
vn-explorer = odkrywca
vn-guild-buildings = Pozostałe budynki
vn-guild-sites = Place budowy na planszy gildii
vn-guild-craftsmen = Rzemieślnicy na planszy gildii
vn-guild-stacks = Stosy łąk
vn-guild-storage = Magazyn
vn-guild-tokens = Zdobyte żetony
vn-guild-fulfilled = Wypełnione kontrakty
vn-guild-hand = Ukryte kontrakty

vn-winners = { $count ->
    [one] Zwycięzca: { $players }
   *[other] Wspólne zwycięstwo: { $players }
}
vn-tie-break-storage = Remis punktowy: wygrywa gracz z mniejszą liczbą surowców w magazynie.
vn-score-player = Gracz
vn-score-tokens = Żetony
vn-score-contracts = Kontrakty
vn-score-explorers = Odkrywcy
vn-score-end-card = Karta końca
vn-score-storage = Magazyn
vn-score-total = Razem
vn-score-table = Punkty każdego gracza według kategorii

vn-rules-title = Zasady pod ręką
vn-rules-turn = W swojej turze wykonaj dokładnie dwie akcje spośród sześciu poniżej (możesz dwa razy tę samą); potem tura kończy się sama.
vn-rules-board-title = Dolina
vn-rules-actions-title = Sześć akcji
vn-rules-el-meadow-name = Łąka.
vn-rules-el-meadow = Każda zaczyna z żetonem eksploatacji. Bez żetonu i bez surowców jest pustą łąką: surowce wędrują tylko przez puste łąki.
vn-rules-el-token-name = Żeton eksploatacji.
vn-rules-el-token = Jaki surowiec daje i ile (o jeden mniej przy 2 lub 3 graczach); gwiazdka to jego punkty na koniec gry dla tego, kto go wziął.
vn-rules-el-exploitation-name = Eksploatacja.
vn-rules-el-exploitation = Rzemieślnik wziął żeton: jego surowce czekają na łące. Każdy może je przewozić; gdy odejdzie ostatni, rzemieślnik wraca do domu.
vn-rules-el-fog-name = Mgła.
vn-rules-el-fog = Eksploruj ją kafelkiem łąki z planszy gildii, obok czegoś twojego lub pustej łąki.
vn-rules-el-tile-name = Kafelek łąki.
vn-rules-el-tile = Położony przy eksploracji (przerywana ramka): odtąd to pusta łąka.
vn-rules-el-forest-name = Skamieniały las.
vn-rules-el-forest = Eksploruje się go jak mgłę, ale zajmuje to obie akcje tury.
vn-rules-el-forbidden-name = Strefa zakazana.
vn-rules-el-forbidden = Nikt jej nie eksploruje; tylko kontrakt Łowcy przygód kładzie na niej kafelek.
vn-rules-el-ruin-name = Ruiny.
vn-rules-el-ruin = Dwie połowy, na każdej jeden plac budowy (przerywana linia); przy dwóch graczach całe ruiny są jednym placem.
vn-rules-el-site-name = Plac budowy.
vn-rules-el-site = Twój, w twoim kolorze i kształcie. Przewiezione surowce czekają na nim na kontrakt.
vn-rules-el-building-name = Budynek.
vn-rules-el-building = Wypełniony kontrakt zmienia plac w budynek; piąty budynek gracza kończy grę.
vn-rules-action-a = Postaw rzemieślnika na żetonie eksploatacji: jego surowce trafiają na pole, a żeton jest twój.
vn-rules-action-b = Połóż plac budowy na wolnej połowie ruin (przy dwóch graczach na całych ruinach).
vn-rules-action-c = Eksploruj: połóż kafelek łąki na polu mgły sąsiadującym z czymś twoim lub z pustą łąką.
vn-rules-action-d = Eksploruj w ten sam sposób skamieniały las: zajmuje to obie akcje.
vn-rules-action-e = Przewieź jeden surowiec z eksploatacji na jeden ze swoich placów budowy przez puste łąki.
vn-rules-action-f = Buduj: wypełnij odkryty kontrakt lub kontrakt z ręki surowcami z jednego ze swoich placów budowy; od razu użyj jego mocy albo z niej zrezygnuj.
vn-rules-cards-title = Kontrakty tej gry ({ $count })
vn-rules-private = prywatny
vn-rules-neutral = neutralny
vn-rules-rulings-title = Rozstrzygnięcia projektu
vn-ruling-mark = Rozstrzygnięcie:
vn-ruling-1 = Tura to dokładnie dwie akcje; spasować można tylko wtedy, gdy żadna akcja nie jest możliwa.
vn-ruling-2 = Tę samą akcję można wykonać w turze dwa razy (poza skamieniałym lasem, który zużywa obie akcje).
vn-ruling-3 = „Sąsiaduje z twoim elementem”: pole z twoim rzemieślnikiem, placem budowy lub budynkiem; pusta łąka nie ma żetonu ani surowców.
vn-ruling-4 = Kafelki łąki bierze się z najbardziej lewego niepustego stosu, a potem z zasobów ogólnych.
vn-ruling-5 = Twoich placów budowy na planszy nigdy nie może być więcej niż pozostałych budynków.
vn-ruling-6 = Transport przechodzi tylko przez puste łąki; eksploatacja sąsiadująca z ruinami nie potrzebuje drogi.
vn-ruling-7 = Eksploatacja może mieć kilka rodzajów surowców (po wymianie w Składzie): transportujący wybiera rodzaj.
vn-ruling-8 = Gdy eksploatacja się wyczerpie, jej rzemieślnik wraca do właściciela.
vn-ruling-9 = Surowce leżące na placu budowy już się nie przemieszczają, chyba że pozwala na to moc karty.
vn-ruling-10 = Nadwyżka surowców z placu budowy trafia przy budowie do twojego magazynu (-1 punkt za każdy na koniec gry).
vn-ruling-11 = Użyty odkryty kontrakt od razu zastępuje się kartą z talii; gdy talia jest pusta, miejsce zostaje puste.
vn-ruling-12 = Dodatkowa akcja Gorzelni sama może być budową.
vn-ruling-13 = Zasoby ogólne liczą po 18 surowców każdego rodzaju; gdy ich brakuje, dostaje się to, co zostało.
vn-ruling-13a = Przy 2 lub 3 graczach każdy żeton eksploatacji daje o jeden surowiec mniej, także żetony specjalne: cztery neutralne eksploatacje specjalne mają 4 surowce zamiast 5.
vn-ruling-14 = Kto postawi piąty budynek, bierze kartę końca gry. Moc karty jest oferowana jak przy każdej budowie, potem tura od razu się kończy (dodatkowa akcja z Gorzelni przepada); każdy inny gracz rozgrywa jeszcze jedną turę, potem surowce z twoich placów budowy i eksploatacji trafiają do magazynu.
vn-ruling-15 = Przy remisie punktowym wygrywa gracz z mniejszą liczbą surowców w magazynie; dalszy remis to wspólne zwycięstwo.
vn-ruling-15a = Jeśli przez całą rundę żaden gracz nie może nic zrobić, gra kończy się tak, jakby rozegrano ostatnią rundę; nikt nie bierze karty końca gry, a ekran końcowy mówi, że nikt nie mógł już nic zrobić.
vn-ruling-16 = Przed przeciwnikami ukryte są: kontrakty na ręce i kolejność talii. Specjalny żeton usunięty przy przygotowaniu gry jest znany wszystkim (pozostałe cztery leżą odkryte). Punkty żetonów zabranych przez rzemieślników są widoczne dla wszystkich, bo wszyscy widzieli je odkryte.
vn-ruling-17 = Wypełnione kontrakty są pokazywane wszystkim: każdy widział, jak je zabierano.
vn-ruling-18 = Gdy Kapłan lub Leniwy odkrywca mogą użyć kilku zestawów surowców, do zasobów ogólnych wracają najniższe rodzaje (najpierw drewno); wynik jest taki sam.
vn-rules-content-note = Plansza, żetony i koszty kart to własny projekt tego programu (wartości drukowane nie są opublikowane); właściciele gry mogą wczytać swoje.
vn-kind-count = { $count ->
    [one] jedna możliwa akcja tego rodzaju
    [few] { $count } możliwe akcje tego rodzaju
    [many] { $count } możliwych akcji tego rodzaju
   *[other] { $count } możliwej akcji tego rodzaju
}

# What a choice is worth, the running score (docs/table-screen.md "Choices that say what they are
# worth").
vn-why-craftsman = jego żeton jest wart { $points }
vn-why-build = { $points } za ten kontrakt
vn-why-completes = kończy kontrakt { $card }
vn-why-toward = dla kontraktu { $card } (brakuje jeszcze: { $what })
vn-why-site = nowy plac budowy, by zebrać surowce na kontrakt
vn-why-explore = otwiera dolinę: nowa łąka dla rzemieślników i transportu
vn-worth-token = żeton: { $points }
vn-worth-private = prywatny
vn-worth-public = publiczny
vn-worth-uses = zużywa: { $what }
vn-worth-surplus = nadwyżka do magazynu: { $what } ({ $count ->
    [one] −1 punkt na koniec
    [few] −{ $count } punkty na koniec
    [many] −{ $count } punktów na koniec
   *[other] −{ $count } punktu na koniec
})
vn-worth-explorer = odkrywa odkrywcę: +{ $points }
vn-score-if-ended = Gdyby gra skończyła się teraz: { $parts }
vn-score-if-ended-why = Suma już uwzględnia koniec gry: każdy surowiec w magazynie oraz każdy surowiec na placach budowy gracza i na eksploatacjach z jego rzemieślnikami (trafi do magazynu na końcu) kosztuje 1 punkt.
vn-score-left-on-board = Na placach i eksploatacjach −{ $count }
vn-worth-site-holds = plac budowy będzie miał wtedy { $what }
vn-race-title = Punkty w kolejnych rundach

## Tutorial
# Interaktywny samouczek (src/tutorial/via-nebula.json): nazwy miejsc, potem tekst każdego
# kroku i, gdy krok czeka na ruch, dlaczego inny ruch nie jest tym właściwym (przyrostek -other).
vn-tutorial-seat-you = Robin
vn-tutorial-seat-other = Przeciwnik
vn-tutorial-intro = Witaj w dolinie! Grasz jako Robin. Twój plac budowy na polu I7 ma już drewno, a twoi rzemieślnicy eksploatują żywność na I6 i drewno na J7. W każdej turze wykonujesz dokładnie dwie akcje, a punkty zdobywasz głównie za wypełnione kontrakty.
vn-tutorial-craftsman = Akcja A: postaw ostatniego rzemieślnika na żetonie zboża na polu G6. Na polu pojawiają się 4 zboża, a żeton (2 punkty) jest twój.
vn-tutorial-craftsman-other = Tutaj postaw rzemieślnika na żetonie zboża na G6: kontrakty w twoim zasięgu wymagają zboża.
vn-tutorial-deliver = Teraz przewieź żywność ze swojej eksploatacji na I6 na sąsiedni plac budowy na I7. Razem z leżącym tam drewnem plac ma to, czego wymaga Eksport towarów: drewno i żywność.
vn-tutorial-deliver-other = Przewieź teraz żywność z I6 na swój plac budowy na I7: z leżącym tam drewnem pasuje do Eksportu towarów.
vn-tutorial-fog = Przeciwnik właśnie zbudował Eksport towarów: odkryty kontrakt przypada temu, kto pierwszy go zbuduje. Karawana wymaga zboża i żywności, więc eksploruj mgłę na H6 (akcja C), aby połączyć zboże z G6 z twoim placem budowy.
vn-tutorial-fog-other = Eksploruj mgłę na H6: sąsiaduje z twoim rzemieślnikiem i placem budowy, a kafelek łąki otworzy tam drogę dla zboża.
vn-tutorial-transport = Akcja E: przewieź zboże z G6 na swój plac budowy na I7 przez kafelek łąki na H6. Droga może prowadzić tylko przez puste łąki; bierz z własnej eksploatacji, bo to, co na niej zostanie, na koniec trafi do twojego magazynu.
vn-tutorial-transport-other = Weź zboże z własnej eksploatacji na G6, przez H6: surowce, które na koniec zostaną na twoich eksploatacjach, kosztują po 1 punkcie, a te z neutralnych nic.
vn-tutorial-build = Akcja F: zbuduj Karawanę na placu budowy na I7, bo wymaga zboża i żywności. Drewno jest zbędne: nadwyżka trafia do magazynu, a każdy surowiec w magazynie kosztuje na koniec 1 punkt.
vn-tutorial-build-other = Zbuduj tutaj Karawanę: jej moc od razu usunie zbędne drewno z twojego magazynu.
vn-tutorial-power = Użyj teraz mocy Karawany: odłóż drewno z magazynu do zasobów ogólnych. Magazyn znów jest pusty, a kara znika.
vn-tutorial-power-other = Odłóż drewno z magazynu: właśnie dla tej mocy warto było zbudować Karawanę, a mocy używa się od razu albo wcale.
vn-tutorial-site = Twój plac budowy wrócił na planszę gildii. Akcja B: połóż go na ruinach na I3, między gliną na H3 a kamieniem na H2, których wymaga Kram. Przy dwóch graczach plac budowy zajmuje całe ruiny.
vn-tutorial-site-other = Połóż plac budowy na ruinach na I3: sąsiadują z dwoma żetonami eksploatacji, gotowe na kolejny kontrakt.
vn-tutorial-toward-forest = Skamieniały las można eksplorować tylko obok czegoś twojego albo pustej łąki. Eksploruj mgłę na G5 obok swojego rzemieślnika: sąsiaduje ze skamieniałymi lasami.
vn-tutorial-toward-forest-other = Eksploruj teraz G5: w następnej turze ten kafelek łąki pozwoli ci eksplorować sąsiedni skamieniały las.
vn-tutorial-food-second-site = Ostatnią akcją przewieź żywność z I6 na swój drugi plac budowy, tuż obok na J5.
vn-tutorial-food-second-site-other = Przewieź żywność z I6 na plac budowy na J5: jest pusty, a żywność leży tuż obok.
vn-tutorial-forest = Akcja D: eksploruj skamieniały las na F5, obok twojego kafelka łąki na G5. Las zajmuje obie akcje tury, więc eksploruj go na jej początku.
vn-tutorial-forest-other = Eksploruj teraz las na F5: wymaga obu akcji, a twoja tura właśnie się zaczęła.
vn-tutorial-explorers = Eksploruj mgłę na I5. Bierzesz ostatni kafelek łąki z pierwszego stosu: na planszy gildii pojawia się odkrywca, wart na koniec 2 punkty (każdy opróżniony stos odsłania jednego).
vn-tutorial-explorers-other = Eksploruj I5: ten kafelek opróżnia pierwszy stos i odsłania odkrywcę wartego 2 punkty.
vn-tutorial-wheat-path = Przewieź zboże z G6 na plac budowy na J5 przez kafelki łąki na H6 i I5. Ze zbożem i żywnością Dostawa ekspresowa z twojej ręki będzie gotowa w następnej turze.
vn-tutorial-wheat-path-other = Przewieź zboże z G6 na J5 przez swoje dwa kafelki łąki: plac budowy będzie miał wtedy zboże i żywność.
vn-tutorial-end = Gra kończy się, gdy ktoś postawi swój piąty budynek: bierze kartę końca gry (2 punkty), a każdy inny gracz rozgrywa jeszcze jedną turę. Potem surowce z twoich placów budowy i eksploatacji trafiają do magazynu.
vn-tutorial-scoring = Zsumuj żetony eksploatacji, wypełnione kontrakty (nie te na ręce), 2 punkty za każdego odkrywcę i kartę końca gry, a potem odejmij 1 punkt za każdy surowiec w magazynie. Przy remisie wygrywa gracz z mniejszą liczbą surowców w magazynie. Teraz twoja kolej!

## Pierwszy wybór mocy, który jeszcze niczego nie zmienia, w przebiegu gry
vn-log-lifted = { $player } bierze kafelek łąki z { $hex } ({ $card }); następnie pole mgły, na które trafi.
vn-log-giving = { $player } oddaje 1 × { $resource } (miejsce: { $place }) ({ $card }); następnie surowiec wzięty w zamian.
vn-log-site-chosen = { $player } wybiera plac budowy { $hex } ({ $card }); następnie dostarczany surowiec.
vn-log-export-stopped = { $player } kończy po jednym surowcu ({ $card }).
vn-log-power-lost = Stół używa za gracza { $player } mocy karty { $card }: nic nie daje, bo piąty budynek kończy turę, a dodatkowa akcja przepada (rozstrzygnięcie 14).
