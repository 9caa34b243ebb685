from enum import StrEnum

class CardsGivenParams1347Reason(StrEnum):
    GUARD_TOWER = "guard_tower"
    SWORD = "sword"

    def __str__(self) -> str:
        return str(self.value)
