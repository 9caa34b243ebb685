from enum import StrEnum

class KindEntry1347Id(StrEnum):
    FLUTE = "flute"
    GOLD = "gold"
    JOKER = "joker"
    PASS = "pass"
    POPULATION = "population"
    SWORD = "sword"

    def __str__(self) -> str:
        return str(self.value)
