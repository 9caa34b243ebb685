from enum import StrEnum

class PayGoldTemplateBibliosCurrency(StrEnum):
    GOLD = "gold"

    def __str__(self) -> str:
        return str(self.value)
