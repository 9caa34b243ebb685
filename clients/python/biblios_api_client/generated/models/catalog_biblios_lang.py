from enum import StrEnum

class CatalogBibliosLang(StrEnum):
    EN = "en"
    ES = "es"
    FR = "fr"
    RU = "ru"

    def __str__(self) -> str:
        return str(self.value)
